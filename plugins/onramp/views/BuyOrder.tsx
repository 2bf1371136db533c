import { Icon, Spinner, useAnnouncement, useProxyState, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { onrampStyles } from '../onrampStyles.js'
import { providerLabel } from '../providerLabel.js'
import { buyTexts as t } from './buyTexts.js'

/** The order under way: waiting on the checkout, then the delivery; Account follows once it arrives. */
export default function BuyOrder() {
  useViewTitle(t.orderTitle)
  const controller = usePluginApi('onramp')
  const state = useProxyState(controller.state)
  const order = state.order
  const provider = providerLabel(order?.provider ?? '')
  const status = order?.status
  const text = status === 'processing' ? t.processing : status === 'completed' ? t.completed : status === 'failed' ? t.failed : status === 'opening' ? t.opening : t.waiting(provider)
  useAnnouncement(text)
  return (
    <div className="airlock-buy-status" data-testid="buy-order" data-status={status}>
      <style href="airlock-onramp" precedence="default">{onrampStyles}</style>
      {status === 'failed' ? <Icon name="alert" /> : status === 'completed' ? <Icon name="check" /> : <Spinner />}
      <p>{text}</p>
      {state.purchaseCurrency && <p className="airlock-muted">{state.paymentAmount} {state.paymentCurrency?.id} → {state.purchaseCurrency.symbol}</p>}
      {status === 'failed' && <button type="button" className="airlock-secondary" onClick={() => controller.reset()}>{t.back}</button>}
    </div>
  )
}
