import type { CaipNetworkId, ChainNamespace, ViewName } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useProxyState } from '../kit/useProxyState.js'

/** The modal's public state. */
export interface AirlockPublicState {
  open: boolean
  loading: boolean
  view: ViewName
  activeNamespace: ChainNamespace
  selectedNetworkId: CaipNetworkId
}

/** The modal's open and loading flags, current view and selected network; re-renders on change. */
export function useAirlockState(): AirlockPublicState {
  const airlock = useAirlockInstance()
  const modal = useProxyState(airlock.modal.state)
  const router = useProxyState(airlock.router.state)
  const chain = useProxyState(airlock.chain.state)
  return {
    open: modal.open,
    loading: modal.loading,
    view: router.view,
    activeNamespace: chain.activeNamespace,
    selectedNetworkId: chain.activeCaipNetworkId,
  }
}
