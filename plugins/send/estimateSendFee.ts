import type { Balance, ChainAdapter, Network, TransactionRequest } from 'airlock/kit'

/** Solana's fee for a transaction with one signature, used when the adapter cannot estimate. */
export const SOLANA_DEFAULT_FEE_LAMPORTS = 5000n

/**
 * The network fee of `request` on `network`, as the adapter estimates it. An adapter without
 * an estimate gives Solana's one-signature fee on Solana, and undefined (unknown) elsewhere.
 */
export async function estimateSendFee(adapter: ChainAdapter, request: TransactionRequest, network: Network): Promise<Balance | undefined> {
  if (adapter.estimateFee) return adapter.estimateFee(request, network)
  const { decimals, symbol } = network.nativeCurrency
  return network.chainNamespace === 'solana' ? { value: SOLANA_DEFAULT_FEE_LAMPORTS, decimals, symbol } : undefined
}
