import type { ViewName } from '../../kernel/registry.js'

/** What `closeAfterConnect` reads and closes: an `Airlock` instance or a plugin's context. */
export interface ClosingTarget {
  modal: { close(): void }
  router: { state: { view: ViewName } }
  chain: { state: { unsupportedCaipNetworkId?: string | undefined } }
}

/**
 * Closes the modal once a connection started on `from` has succeeded: a connect flow's last
 * step. It stays open when the network is unsupported (the UnsupportedChain view shows) and
 * when the modal has moved on meanwhile: a feature that asked the person to connect first
 * (Buy, Pay) took them back to its view on `account:connected`.
 */
export function closeAfterConnect(target: ClosingTarget, from: ViewName): void {
  if (target.chain.state.unsupportedCaipNetworkId || target.router.state.view !== from) return
  target.modal.close()
}
