import { explorerTransactionUrl, formatTokenAmount } from 'airlock/kit'
import { Figure, Icon, Spinner, useAirlockInstance, useAnnouncement, useMessages, useProxyState, usePluginApi, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { onrampStyles } from '../onrampStyles.js'
import { providerLabel } from '../providerLabel.js'
import { decimalText } from './decimalText.js'

/** The order under way: waiting on the checkout, then the delivery; once delivered, what arrived and its transaction, and Done. */
export default function BuyOrder() {
  const t = useMessages(catalogs)
  useViewTitle(t('buy.orderTitle'))
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const controller = usePluginApi('onramp')
  const state = useProxyState(controller.state)
  const order = state.order
  const provider = providerLabel(order?.provider ?? '')
  const status = order?.status
  const text =
    status === 'processing' ? t('buy.processing')
    : status === 'completed' ? t('buy.completed')
    : status === 'failed' ? t('buy.failed')
    : status === 'opening' ? t('buy.opening')
    : t('buy.waiting', { provider })
  const symbol = state.purchaseCurrency?.symbol ?? ''
  const delivered = status === 'completed' && order?.cryptoAmount ? { amount: formatTokenAmount(order.cryptoAmount, locale), symbol } : undefined
  const arrived = delivered && t('buy.delivered', delivered)
  const caip = state.purchaseCurrency?.networks.find((n) => n.name === state.network)?.caip_network_id
  const network = caip ? airlock.chain.networkById(caip) : undefined
  const link = status === 'completed' && order?.txHash && network ? explorerTransactionUrl(network, order.txHash) : undefined
  useAnnouncement(arrived ? `${text} ${arrived}` : text)
  return (
    <div className="airlock-buy-status" data-testid="buy-order" data-status={status}>
      <style href="airlock-onramp" precedence="default">{onrampStyles}</style>
      {status === 'failed' ? <Icon name="alert" /> : status === 'completed' ? <Icon name="check" /> : <Spinner />}
      <p>{text}</p>
      {delivered && <strong data-testid="buy-delivered">{t.rich('buy.delivered', delivered)}</strong>}
      {state.purchaseCurrency && <p className="airlock-muted"><Figure>{decimalText(state.paymentAmount, locale)} {state.paymentCurrency?.id} → {state.purchaseCurrency.symbol}</Figure></p>}
      {link && (
        <a className="airlock-link" href={link} target="_blank" rel="noreferrer noopener">
          {t('buy.viewTransaction')} <Icon name="external" size={14} />
        </a>
      )}
      {status === 'failed' && <button type="button" className="airlock-secondary" onClick={() => controller.reset()}>{t('buy.back')}</button>}
      {status === 'completed' && <button type="button" className="airlock-primary" onClick={() => controller.finish()}>{t('buy.done')}</button>}
    </div>
  )
}
