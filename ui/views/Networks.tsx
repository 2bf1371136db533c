import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import { NetworkList } from './NetworkList.js'

/** Choose the network: the app's, and the connected wallet's. */
export default function Networks() {
  useViewTitle('Choose Network')
  const airlock = useAirlockInstance()
  return <NetworkList onSwitched={() => airlock.router.goBackOrCloseModal()} />
}
