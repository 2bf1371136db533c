/** How the API reaches a Solana cluster. */
export interface SolanaChainOptions {
  rpcUrl: string
  /** CAIP-2 id, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1` for devnet. */
  caipNetworkId: string
  /** An SPL mint whose balance the API reports. */
  tokenMint?: string
  /** The name people see, e.g. `Solana Local`; the onramp's network name is made from it. */
  name?: string
  /** A funded keypair's 64-byte secret key; the onramp sandbox delivers SOL and the token from it (local clusters only). */
  faucetSecretKey?: readonly number[]
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
