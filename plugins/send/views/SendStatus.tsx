import { StyleSheet, useAirlockInstance, useMessages, useProxyState, useViewTitle } from 'airlock/react/kit'
import { sendResultStyles } from '../components/sendResultStyles.js'
import { SendStyles } from '../components/SendStyles.js'
import { SentEntry } from '../components/SentEntry.js'
import catalogs from '../messages?catalogs'
import { useSendController } from '../useSendController.js'

/** The result of the account's sends: pending ones with their hash while they confirm, then sent or failed. */
export default function SendStatus() {
  const t = useMessages(catalogs)
  useViewTitle(t('send.status.title'))
  const airlock = useAirlockInstance()
  const chain = useProxyState(airlock.chain.state)
  const { controller, state } = useSendController()
  const account = chain.accounts[chain.activeNamespace]?.caipAddress
  const sent = state.sent.filter((item) => item.account === account).reverse()
  return (
    <div className="airlock-stack">
      <SendStyles />
      <StyleSheet id="airlock-send-result" css={sendResultStyles} />
      {sent.length === 0 && <p className="airlock-muted">{t('send.status.none')}</p>}
      {sent.map((item) => (
        <SentEntry
          key={item.hash}
          sent={item}
          network={airlock.chain.networkById(item.caipNetworkId)}
          onCheck={() => void controller.follow(item.hash)}
          onRefill={() => controller.refill(item.hash)}
        />
      ))}
      <button type="button" className="airlock-primary" onClick={() => airlock.router.goBack()}>
        {t('send.status.done')}
      </button>
    </div>
  )
}
