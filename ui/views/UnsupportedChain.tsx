import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Icon } from '../kit/Icon.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import catalogs from '../messages?catalogs'
import { NetworkList } from './NetworkList.js'

/** The wallet is on a network the app does not support: switch to one it does, or disconnect. */
export default function UnsupportedChain() {
  const t = useTextMessages(catalogs)
  useViewTitle(t('unsupported.title'))
  const airlock = useAirlockInstance()
  return (
    <div className="airlock-stack">
      <p className="airlock-muted">{t('unsupported.detail')}</p>
      <NetworkList onSwitched={() => airlock.router.reset('Account')} />
      <button
        type="button"
        className="airlock-secondary"
        onClick={() => void airlock.disconnect().then(() => airlock.close())}
      >
        <Icon name="disconnect" /> {t('account.disconnect')}
      </button>
    </div>
  )
}
