import { usePluginApi, useProxyState } from 'airlock/react/kit'
import type { Snapshot } from 'valtio/vanilla'
import type { SwapController } from './createSwapController.js'
import type { SwapState } from './SwapState.js'

/** The swap controller of the nearest Airlock, and a snapshot of its state that re-renders on change. */
export function useSwapController(): { controller: SwapController; state: Snapshot<SwapState> } {
  const controller = usePluginApi('swaps')
  return { controller, state: useProxyState(controller.state) }
}
