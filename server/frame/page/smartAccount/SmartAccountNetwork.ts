import type { Address } from 'viem'

/** One chain as the API's `GET /v1/smart-accounts/networks` describes it (server/api/smartAccounts). */
export interface SmartAccountNetwork {
  chainId: number
  caipNetworkId: string
  /** True when user operations can be sent here (the chain has a bundler). */
  smartAccounts: boolean
  entryPoints: { version: '0.7' | '0.8'; address: Address; simpleAccountFactory: Address }[]
  eip7702Delegate: Address | null
  /** The API's bundler endpoint for the chain, or null. */
  bundlerUrl: string | null
  /** The API's ERC-7677 sponsor endpoint, or null when the project sponsors nothing here. */
  paymasterUrl: string | null
}

/** The API's answer: the chains with a bundler, and every chain with smart-account settings. */
export interface SmartAccountNetworks {
  smartAccountEnabledNetworks: number[]
  networks: SmartAccountNetwork[]
}

/** SPEC §4: the smart-account network list falls back to empty. */
export const noSmartAccountNetworks: SmartAccountNetworks = { smartAccountEnabledNetworks: [], networks: [] }

/** The network of `chainId` (CAIP-2) where user operations can be sent, if any. */
export function smartAccountNetworkOf(list: SmartAccountNetworks, chainId: string): SmartAccountNetwork | undefined {
  return list.networks.find((network) => network.caipNetworkId === chainId && network.smartAccounts && network.bundlerUrl)
}
