import type { ViewRegistry } from 'airlock/kit'
import type { ViewProps } from 'airlock/react'
import { StyleSheet, useAirlockInstance, useMessages, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useState } from 'react'
import { sendResultStyles } from '../components/sendResultStyles.js'
import { SendStyles } from '../components/SendStyles.js'
import { SentEntry } from '../components/SentEntry.js'
import catalogs from '../messages?catalogs'
import { useSendController } from '../useSendController.js'

/**
 * The result of a send: the one just sent (`data.hash`), or, opened from "Pending send", the
 * account's sends that were pending then, each with its hash while it confirms, then sent or
 * failed. A send that confirms while it is shown stays; an earlier, unrelated one never shows.
 */
export default function SendStatus({ data }: ViewProps<ViewRegistry['SendStatus']>) {
  const t = useMessages(catalogs)
  useViewTitle(t('send.status.title'))
  const airlock = useAirlockInstance()
  const chain = useProxyState(airlock.chain.state)
  const { controller, state } = useSendController()
  const account = chain.accounts[chain.activeNamespace]?.caipAddress
  const [shown] = useState(() => new Set(data?.hash ? [data.hash] : state.sent.filter((item) => item.account === account && item.status === 'pending').map((item) => item.hash)))
  const sent = state.sent.filter((item) => item.account === account && shown.has(item.hash)).reverse()
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
