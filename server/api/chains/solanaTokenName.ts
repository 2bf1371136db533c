import type { SolanaChain } from './SolanaChain.js'

/**
 * How an SPL mint is named: the configured mint is the local dollar token (DUSD); other
 * mints have no registry here, so they are named by their address.
 */
export function solanaTokenName(chain: SolanaChain, mint: string): { symbol: string; name: string; known: boolean } {
  const known = mint === chain.options.tokenMint
  return known ? { symbol: 'DUSD', name: 'Demo USD', known } : { symbol: mint.slice(0, 4).toUpperCase(), name: `Token ${mint.slice(0, 4)}…`, known }
}
