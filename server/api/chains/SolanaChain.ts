/** How the API reaches a Solana cluster. */
export interface SolanaChainOptions {
  rpcUrl: string
  /** CAIP-2 id, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1` for devnet. */
  caipNetworkId: string
  /** An SPL mint whose balance the API reports. */
  tokenMint?: string
}

/** A configured Solana cluster. */
export interface SolanaChain {
  options: SolanaChainOptions
  caipNetworkId: string
}

/** Wraps the options; reads go over plain JSON-RPC so the server needs no Solana SDK. */
export function createSolanaChain(options: SolanaChainOptions): SolanaChain {
  return { options, caipNetworkId: options.caipNetworkId }
}
