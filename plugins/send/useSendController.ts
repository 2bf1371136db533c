import type { Snapshot } from 'valtio/vanilla'
import { useAirlockInstance, useProxyState } from 'airlock/react/kit'
import type { SendController } from './createSendController.js'
import { sendControllerOf } from './sendControllerOf.js'
import type { SendState } from './SendState.js'

/** The send controller of the nearest Airlock, and a snapshot of its state that re-renders on change. */
export function useSendController(): { controller: SendController; state: Snapshot<SendState> } {
  const controller = sendControllerOf(useAirlockInstance())
  return { controller, state: useProxyState(controller.state) }
}
