import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import catalogs from '../messages?catalogs'
import { NetworkList } from './NetworkList.js'

/** Choose the network: the app's, and the connected wallet's. */
export default function Networks() {
  const t = useTextMessages(catalogs)
  useViewTitle(t('networks.title'))
  const airlock = useAirlockInstance()
  return <NetworkList onSwitched={() => airlock.router.goBackOrCloseModal()} />
}
