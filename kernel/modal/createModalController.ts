import { proxy } from 'valtio/vanilla'
import type { EventBus } from '../bus/createEventBus.js'
import type { CaipAddress, ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ViewName, ViewRegistry } from '../registry.js'
import type { Router } from '../router/createRouter.js'

/** How long the modal shakes to refuse an action, in ms (SPEC §9). */
export const SHAKE_DURATION_MS = 500

/** The observable state of the modal (SPEC §3). */
export interface ModalState {
  open: boolean
  loading: boolean
  loadingNamespaceMap: Partial<Record<ChainNamespace, boolean>>
  shake: boolean
  namespace: ChainNamespace | undefined
}

/** What `open` accepts. */
export interface OpenOptions<V extends ViewName = ViewName> {
  /** The view to show instead of the default. */
  view?: V
  data?: ViewRegistry[V]
  /** The chain namespace the modal is opened for. */
  namespace?: ChainNamespace
}

/** Opens, closes and shakes the modal. */
export interface ModalController {
  readonly state: ModalState
  open<V extends ViewName>(options?: OpenOptions<V>): void
  /** Closes unless a close guard refuses, in which case the modal shakes. */
  close(): void
  /** Whether `close` would close now: no close guard refuses (the header offers Close only then). */
  canClose(): boolean
  shake(): void
  setLoading(loading: boolean, namespace?: ChainNamespace): void
  /** Adds a check run before closing (false keeps the modal open); returns its remover. */
  addCloseGuard(guard: () => boolean): () => void
}

/** What the modal's open rules read of the chain state (`services/chain` implements it). */
export interface ModalChainView {
  readonly state: { readonly activeNamespace: ChainNamespace }
  activeCaipAddress(): CaipAddress | undefined
}

/** What the modal controller depends on. */
export interface CreateModalControllerOptions {
  router: Router
  chain: ModalChainView
  bus: EventBus
  /** The view to open when the way to wallets is a connector's alone (`ConnectorDescriptor.fallbackView`), else undefined. */
  fallbackView: (connected: boolean) => ViewName | undefined
  /** The modal is rendered inline in the host page. */
  embedded: boolean
  /** The host draws its own UI (`headless`): the modal never opens. */
  headless?: boolean
}

/** Creates the modal controller of one kernel, applying the open rules of SPEC §2. */
export function createModalController(options: CreateModalControllerOptions): ModalController {
  const { router, chain, bus } = options
  const state = proxy<ModalState>({
    open: false,
    loading: false,
    loadingNamespaceMap: {},
    shake: false,
    namespace: undefined,
  })
  const guards = new Set<() => boolean>()
  const refused = () => [...guards].some((guard) => !guard())
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  function shake() {
    state.shake = true
    clearTimeout(shakeTimer)
    shakeTimer = setTimeout(() => {
      state.shake = false
    }, SHAKE_DURATION_MS)
  }

  return {
    state,
    open(openOptions = {}) {
      if (options.headless) return
      const address = chain.activeCaipAddress()
      state.namespace = openOptions.namespace ?? chain.state.activeNamespace
      state.loading = true
      const fallback = options.fallbackView(Boolean(address))
      const reset = router.reset as (view: ViewName, data?: unknown) => void
      if (fallback) {
        reset(fallback)
      } else if (openOptions.view) {
        reset(openOptions.view, openOptions.data)
      } else {
        router.reset(address ? 'Account' : 'Connect')
      }
      state.open = true
      bus.emit('modal:open', { view: router.state.view, connected: Boolean(address) })
    },
    canClose: () => !refused(),
    close() {
      if (refused()) {
        shake()
        return
      }
      const connected = Boolean(chain.activeCaipAddress())
      const wasOpen = state.open
      state.open = false
      state.loading = false
      state.loadingNamespaceMap = {}
      if (options.embedded) router.reset(connected ? 'Account' : 'Connect')
      if (wasOpen) bus.emit('modal:close', { connected })
    },
    shake,
    setLoading(loading, namespace) {
      if (namespace) state.loadingNamespaceMap[namespace] = loading
      state.loading = loading
    },
    addCloseGuard(guard) {
      guards.add(guard)
      return () => guards.delete(guard)
    },
  }
}
