import type { Snapshot } from 'valtio/vanilla'
import { useAirlockInstance } from '../../ui/kit/AirlockReactContext.js'
import { useProxyState } from '../../ui/kit/useProxyState.js'
import type { SendController } from './createSendController.js'
import { sendControllerOf } from './sendControllerOf.js'
import type { SendState } from './SendState.js'

/** The send controller of the nearest Airlock, and a snapshot of its state that re-renders on change. */
export function useSendController(): { controller: SendController; state: Snapshot<SendState> } {
  const controller = sendControllerOf(useAirlockInstance())
  return { controller, state: useProxyState(controller.state) }
}
