import { Icon, Spinner, useAirlockInstance, useAnnouncement, useMessages, useProxyState, usePluginApi, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { onrampStyles } from '../onrampStyles.js'
import { providerLabel } from '../providerLabel.js'
import { decimalText } from './decimalText.js'

/** The order under way: waiting on the checkout, then the delivery; Account follows once it arrives. */
export default function BuyOrder() {
  const t = useMessages(catalogs)
  useViewTitle(t('buy.orderTitle'))
  const { locale } = useAirlockInstance().i18n
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
  useAnnouncement(text)
  return (
    <div className="airlock-buy-status" data-testid="buy-order" data-status={status}>
      <style href="airlock-onramp" precedence="default">{onrampStyles}</style>
      {status === 'failed' ? <Icon name="alert" /> : status === 'completed' ? <Icon name="check" /> : <Spinner />}
      <p>{text}</p>
      {state.purchaseCurrency && <p className="airlock-muted">{decimalText(state.paymentAmount, locale)} {state.paymentCurrency?.id} → {state.purchaseCurrency.symbol}</p>}
      {status === 'failed' && <button type="button" className="airlock-secondary" onClick={() => controller.reset()}>{t('buy.back')}</button>}
    </div>
  )
}
