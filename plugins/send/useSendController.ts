import { usePluginApi, useProxyState } from 'airlock/react/kit'
import type { Snapshot } from 'valtio/vanilla'
import type { SendController } from './createSendController.js'
import type { SendState } from './SendState.js'

/** The send controller of the nearest Airlock, and a snapshot of its state that re-renders on change. */
export function useSendController(): { controller: SendController; state: Snapshot<SendState> } {
  const controller = usePluginApi('send')
  return { controller, state: useProxyState(controller.state) }
}
