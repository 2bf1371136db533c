import type { SmartAccountNetwork, SmartAccountNetworks } from '../../../api/smartAccounts/listSmartAccountNetworks.js'

// The API's answer to `GET /v1/smart-accounts/networks`, as the API types it.
export type { SmartAccountNetwork, SmartAccountNetworks }

/** SPEC §4: the smart-account network list falls back to empty. */
export const noSmartAccountNetworks: SmartAccountNetworks = { smartAccountEnabledNetworks: [], networks: [], paymasterServices: [] }

/** The network of `chainId` (CAIP-2) where user operations can be sent, if any. */
export function smartAccountNetworkOf(list: SmartAccountNetworks, chainId: string): SmartAccountNetwork | undefined {
  return list.networks.find((network) => network.caipNetworkId === chainId && network.smartAccounts && network.bundlerUrl)
}
