import { proxy } from 'valtio/vanilla'
import type { EventBus } from '../bus/createEventBus.js'
import type { ViewEntry, ViewName, ViewRegistry } from '../registry.js'

/** One entry of the transaction stack: what to do when a flow succeeds, fails or is cancelled. */
export interface TransactionAction {
  /** Runs when the flow succeeds. The view stays where the flow left it. */
  onSuccess?: () => void
  /** Runs when the flow fails; the router then goes back. */
  onError?: () => void
  /** Runs when the person cancels; the router then goes back. */
  onCancel?: () => void
}

/** The observable state of the view stack. */
export interface RouterState {
  view: ViewName
  data: unknown
  history: ViewEntry[]
  transactionStack: TransactionAction[]
}

type DataArgs<V extends ViewName> = ViewRegistry[V] extends undefined ? [data?: undefined] : [data: ViewRegistry[V]]

/** The view stack and the transaction stack of one modal. */
export interface Router {
  readonly state: RouterState
  /** Shows `view` on top of the stack; ignored when it is already the current view. */
  push<V extends ViewName>(view: V, ...data: DataArgs<V>): void
  /** Swaps the current view for `view`. */
  replace<V extends ViewName>(view: V, ...data: DataArgs<V>): void
  /** Makes `view` the only entry of the stack. */
  reset<V extends ViewName>(view: V, ...data: DataArgs<V>): void
  /** Goes to the previous view, or closes the modal when one view remains. */
  goBack(): void
  /** Drops every view above `index` (0 is the first). Out-of-range indexes are ignored. */
  goBackToIndex(index: number): void
  /** Goes back when there is a previous view, else closes the modal. */
  goBackOrCloseModal(): void
  pushTransactionStack(action: TransactionAction): void
  /** Ends the newest flow: success runs `onSuccess`; error and cancel run their callback, then go back. */
  popTransactionStack(result: 'success' | 'error' | 'cancel'): void
}

/** Options of `createRouter`. */
export interface CreateRouterOptions {
  /** Closes the modal; called when going back from the last view. */
  close: () => void
  bus?: EventBus
  /** The first view. Default: `Connect`. */
  initialView?: ViewName
}

/** Creates the view stack of one kernel. */
export function createRouter({ close, bus, initialView = 'Connect' }: CreateRouterOptions): Router {
  const state = proxy<RouterState>({
    view: initialView,
    data: undefined,
    history: [{ view: initialView }],
    transactionStack: [],
  })

  function sync() {
    const top = state.history[state.history.length - 1]
    if (!top) return
    state.view = top.view
    state.data = top.data
    bus?.emit('router:change', { view: top.view, depth: state.history.length })
  }

  function goBack() {
    if (state.history.length > 1) {
      state.history.pop()
      sync()
    } else {
      close()
    }
  }

  return {
    state,
    push(view, ...[data]) {
      if (view === state.view) return
      state.history.push({ view, data })
      sync()
    },
    replace(view, ...[data]) {
      state.history.splice(state.history.length - 1, 1, { view, data })
      sync()
    },
    reset(view, ...[data]) {
      state.history.splice(0, state.history.length, { view, data })
      sync()
    },
    goBack,
    goBackToIndex(index) {
      if (index < 0 || index >= state.history.length - 1) return
      state.history.splice(index + 1)
      sync()
    },
    goBackOrCloseModal: goBack,
    pushTransactionStack(action) {
      state.transactionStack.push(action)
    },
    popTransactionStack(result) {
      const action = state.transactionStack.pop()
      if (!action) return
      if (result === 'success') {
        action.onSuccess?.()
        return
      }
      if (result === 'error') action.onError?.()
      else action.onCancel?.()
      goBack()
    },
  }
}
