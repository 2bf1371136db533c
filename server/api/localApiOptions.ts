import type { Address, Hex } from 'viem'
import type { ApiServerOptions } from './startApiServer.js'

/** What the local stack knows once its chains are up. */
export interface LocalApiInput {
  /** The demo's project id, created with `allowedOrigins`. */
  projectId: string
  allowedOrigins: string[]
  host?: string
  /** Default 8790; 0 for tests. */
  port?: number
  /** The EVM devnet as `startEvmDevnet` returns it. */
  evm?: {
    url: string
    chainId: number
    accounts: readonly { address: Address; privateKey: Hex }[]
    contracts: { token: { address: Address }; nft: { address: Address }; pool: { address: Address } }
  }
  /** The Solana devnet as `startSolanaDevnet` returns it. */
  solana?: { url: string; caipNetworkId: string; tokenMint: string }
}

/**
 * Options for the API inside `npm start`: in-memory store, the demo project, both local
 * chains, and the onramp sandbox paying from the last dev account (the others are the ones
 * people and tests sign with, so the faucet never races them for a nonce).
 */
export function localApiOptions(input: LocalApiInput): ApiServerOptions {
  const faucet = input.evm?.accounts[input.evm.accounts.length - 1]
  return {
    host: input.host,
    port: input.port,
    projects: [{ id: input.projectId, allowedOrigins: input.allowedOrigins }],
    evm: input.evm && {
      rpcUrl: input.evm.url,
      chainId: input.evm.chainId,
      contracts: { token: input.evm.contracts.token, nft: input.evm.contracts.nft, pool: input.evm.contracts.pool },
      faucetPrivateKey: faucet?.privateKey,
    },
    solana: input.solana && { rpcUrl: input.solana.url, caipNetworkId: input.solana.caipNetworkId, tokenMint: input.solana.tokenMint },
  }
}
