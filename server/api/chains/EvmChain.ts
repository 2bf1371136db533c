import { createNonceManager, createPublicClient, defineChain, http, type Address, type Hex, type NonceManager, type PublicClient } from 'viem'
import { jsonRpc } from 'viem/nonce'
import type { SwapConfig } from '../convert/SwapConfig.js'
import type { SwapSource } from '../convert/SwapSource.js'
import { createUniswapV2Source } from '../convert/uniswapV2/createUniswapV2Source.js'
import type { SmartAccountChainOptions } from '../smartAccounts/SmartAccountChainOptions.js'

/** How the API reaches one EVM chain and which of its contracts it knows. */
export interface EvmChainOptions {
  rpcUrl: string
  chainId: number
  /** Display name; default `Airlock Local` for 31337, else `EVM {chainId}`. */
  name?: string
  contracts?: {
    /** An ERC-20 whose balance and price the API reports even before it shows up in a transfer. */
    token?: { address: Address }
    /** An ERC-721 the NFT views list. */
    nft?: { address: Address }
  }
  /** Swapping (the convert endpoints): Uniswap V2 Router02 and WETH, listed tokens. Absent: 'Network not supported for Swaps'. */
  swaps?: SwapConfig
  /** First block the indexer reads when the store has no cursor yet; default 0. */
  startBlock?: number
  /** Key of a funded account that the onramp sandbox pays purchases from. Never logged. */
  faucetPrivateKey?: Hex
  /** ERC-4337 and EIP-7702 on this chain: bundler, EntryPoints, delegate, paymaster. Absent: none. */
  smartAccounts?: SmartAccountChainOptions
}

/** A configured EVM chain, ready to read. */
export interface EvmChain {
  options: EvmChainOptions
  chainId: number
  /** `eip155:{chainId}`. */
  caipNetworkId: string
  client: PublicClient
  /** Where swaps are quoted and built: Uniswap V2 when `options.swaps` is set, else none. */
  swapSources: SwapSource[]
  /**
   * The nonces of the faucet key's transactions (test funds, onramp sandbox payouts), kept per
   * chain of this server: viem's shared manager would carry one chain's count to another
   * chain (or a restarted one) with the same id and key.
   */
  faucetNonces: NonceManager
}

/** Builds the viem client for a configured chain; nothing is requested until first use. */
export function createEvmChain(options: EvmChainOptions): EvmChain {
  const chain = defineChain({
    id: options.chainId,
    name: options.name ?? (options.chainId === 31337 ? 'Airlock Local' : `EVM ${options.chainId}`),
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(options.rpcUrl, { retryCount: 1, timeout: 10_000 }) })
  const swapSources = options.swaps ? [createUniswapV2Source(client as PublicClient, options.swaps)] : []
  return { options, chainId: options.chainId, caipNetworkId: `eip155:${options.chainId}`, client: client as PublicClient, swapSources, faucetNonces: createNonceManager({ source: jsonRpc() }) }
}
