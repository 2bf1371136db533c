import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ChainStore } from '../chain/createChainState.js'

/**
 * Keeps `name` as what the person calls `address`: a name they typed that resolved to it
 * (`bob.eth` in Send). It lives on the namespace's account (`addressLabels`, by lower-case
 * address) while it is connected, and the approval, the simulation and the result then show
 * it where they would show the address (the kit's `AddressName`).
 */
export function rememberChosenName(chain: ChainStore, namespace: ChainNamespace, address: string, name: string): void {
  const account = chain.state.accounts[namespace]
  if (!account || account.addressLabels[address.toLowerCase()] === name) return
  chain.setAccount(namespace, { addressLabels: { ...account.addressLabels, [address.toLowerCase()]: name } })
}
