import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Icon } from '../kit/Icon.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import { NetworkList } from './NetworkList.js'

/** The wallet is on a network the app does not support: switch to one it does, or disconnect. */
export default function UnsupportedChain() {
  useViewTitle('Switch Network')
  const airlock = useAirlockInstance()
  return (
    <div className="airlock-stack">
      <p className="airlock-muted">This app doesn’t support your wallet’s current network. Switch to one of these to continue.</p>
      <NetworkList onSwitched={() => airlock.router.reset('Account')} />
      <button
        type="button"
        className="airlock-secondary"
        onClick={() => void airlock.disconnect().then(() => airlock.close())}
      >
        <Icon name="disconnect" /> Disconnect
      </button>
    </div>
  )
}
