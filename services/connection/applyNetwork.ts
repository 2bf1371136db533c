import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import { explorerAddressUrl } from '../../chains/networks/explorerAddressUrl.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { networkOf } from './networkOf.js'
import { rememberConnection } from './rememberConnection.js'

/**
 * Applies the network a wallet reports for `address`. On the active namespace it becomes the
 * app's active network (remembered for the next page load), or, when the app does not
 * support it, the unsupported state (SPEC §4) and the UnsupportedChain view if the modal is
 * open; another namespace's network is its account's alone. The account's CAIP-10 address
 * and explorer link follow, and a balance or token list read on another network or address goes; live
 * updates follow the new address when an API is configured.
 */
export function applyNetwork(scope: ConnectionScope, namespace: ChainNamespace, caipNetworkId: CaipNetworkId, address: string): void {
  const { chain, bus, config, modal, router } = scope.context
  const network = chain.networkById(caipNetworkId)
  const active = chain.state.activeNamespace === namespace
  if (active) {
    chain.state.unsupportedCaipNetworkId = network ? undefined : caipNetworkId
    if (network) chain.setActiveNetwork(network.caipNetworkId)
  }
  const caipAddress = `${network?.caipNetworkId ?? caipNetworkId}:${address}` as CaipAddress
  // A balance belongs to the address and network it was read on: another starts without one,
  // and its token list too, so the old account's tokens never show under the new address.
  const moved = chain.state.accounts[namespace]?.caipAddress !== caipAddress
  chain.setAccount(namespace, {
    caipAddress,
    addressExplorerUrl: explorerAddressUrl(network ?? networkOf(scope, namespace), address),
    ...(moved && { balance: undefined, balanceSymbol: undefined, lastRetry: undefined, tokenBalance: [] }),
  })
  if (config.apiUrl) {
    scope.live ??= import('../live/createLiveUpdates.js').then((module) => module.createLiveUpdates(scope.context))
    void scope.live.then((updates) => updates.watch(namespace, caipAddress))
  }
  if (!active) return
  rememberConnection(scope)
  bus.emit('network:changed', { caipNetworkId, supported: Boolean(network) })
  if (!network && modal.state.open) router.push('UnsupportedChain')
}
