import { WalletError, type WalletErrorCode } from './WalletError.js'

// The texts people see for each code (SPEC §8).
const byCode: Record<number, [WalletErrorCode, string]> = {
  4001: ['USER_REJECTED', 'Signature declined'],
  4100: ['UNAUTHORIZED', 'The wallet has not authorised this request'],
  4200: ['UNSUPPORTED_METHOD', 'The wallet does not support this request'],
  4900: ['WALLET_DISCONNECTED', 'The wallet is disconnected'],
  4901: ['WALLET_DISCONNECTED', 'The wallet is disconnected from this network'],
  4902: ['UNRECOGNIZED_CHAIN', 'The wallet does not know this network'],
  5000: ['WALLET_ERROR', 'Something went wrong'],
  [-32002]: ['REQUEST_PENDING', 'A request is already waiting in your wallet'],
}

// -32603 is JSON-RPC's generic internal error; only in answer to a network switch does it
// mean the wallet refused the chain id (SPEC §8).
const invalidChainId: [WalletErrorCode, string] = ['INVALID_CHAIN_ID', 'The wallet refused this network']
const notFound: [WalletErrorCode, string] = ['WALLET_NOT_FOUND', 'Wallet not found']

// Wallets nest the code they mean: MetaMask mobile wraps 4902 in -32603's data, viem in causes.
function codesOf(error: unknown): number[] {
  const codes: number[] = []
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, data, cause } = current as { code?: unknown; data?: { originalError?: unknown }; cause?: unknown }
    if (typeof code === 'number') codes.push(code)
    const original = data?.originalError as { code?: unknown } | undefined
    if (typeof original?.code === 'number') codes.push(original.code)
    current = cause
  }
  return codes
}

/** What the failed request was, where a code's meaning depends on it. */
export interface WalletErrorContext {
  /** The request was a network switch, so -32603 means the chain id was refused. */
  switching?: boolean
}

/**
 * Turns whatever a wallet threw into a `WalletError`, recognised by the EIP-1193 / JSON-RPC
 * code (4001, 4902, 5000, -32603 …) anywhere in its cause chain, never by message text.
 * The most specific known code wins, so a 4902 wrapped in a -32603 is a 4902.
 */
export function toWalletError(error: unknown, context: WalletErrorContext = {}): WalletError {
  if (error instanceof WalletError) return error
  const codes = codesOf(error)
  const code = codes.find((value) => value in byCode)
  const [kind, message] =
    code !== undefined ? byCode[code]! : context.switching && codes.includes(-32603) ? invalidChainId : byCode[5000]!
  const walletCode = code ?? codes[0]
  return new WalletError(kind, message, { cause: error, ...(walletCode !== undefined && { walletCode }) })
}

/** The error for a wallet that is not installed or was not found. */
export function walletNotFound(details?: string): WalletError {
  return new WalletError(notFound[0], notFound[1], details ? { details } : {})
}
