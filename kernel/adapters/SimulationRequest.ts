/** One EVM call of a simulation request; `value` in wei, decimal or 0x hex. */
export interface SimulatedCall {
  to?: string
  value?: string
  data?: string
}

/**
 * What `POST /v1/simulate` takes: EVM calls made by `account` (one, or a batch in order as
 * `wallet_sendCalls` sends it, state carried from call to call), a Solana transaction, or
 * typed data to sign (EIP-712).
 */
export type SimulationRequest =
  | {
      /** CAIP-2, `eip155:…`. */
      chainId: string
      account: string
      calls: SimulatedCall[]
      /** All calls or none (a smart account's user operation, an atomic batch): a failing call undoes the others. Default false. */
      atomic?: boolean
      /** The calls run as one user operation of `account`, a smart account behind this EntryPoint. */
      smartAccount?: { entryPoint: string }
    }
  | {
      /** CAIP-2, `solana:…`. */
      chainId: string
      account: string
      /** The wire transaction, base64 (signed or not). */
      transaction: string
    }
  | {
      chainId: string
      account: string
      /** What `eth_signTypedData_v4` signs: domain, types, primaryType, message. */
      typedData: { domain?: Record<string, unknown>; types?: Record<string, unknown>; primaryType: string; message: Record<string, unknown> }
    }
