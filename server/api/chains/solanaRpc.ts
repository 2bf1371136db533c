import type { SolanaChain } from './SolanaChain.js'

/**
 * One JSON-RPC call to the Solana node. Plain fetch keeps @solana/web3.js out of the
 * server; the few reads the API makes need nothing more.
 */
export async function solanaRpc<T>(chain: SolanaChain, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(chain.options.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await res.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`Solana RPC ${method}: ${body.error.message}`)
  return body.result as T
}
