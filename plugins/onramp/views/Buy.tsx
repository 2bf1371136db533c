import { useEffect, useId } from 'react'
import { Spinner, useAirlockInstance, useDebouncedValue, useMessages, useProxyState, usePluginApi, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { onrampStyles } from '../onrampStyles.js'
import { providerLabel } from '../providerLabel.js'
import { QuoteList } from './QuoteList.js'
import { textOf } from './textOf.js'

/** The Buy view: what to buy and on which network, what to pay with, the amount within its limits, each provider's quote, then its checkout. */
export default function Buy() {
  const t = useMessages(catalogs)
  useViewTitle(t('buy.title'))
  const airlock = useAirlockInstance()
  const controller = usePluginApi('onramp')
  const state = useProxyState(controller.state)
  const chain = useProxyState(airlock.chain.state)
  const id = useId()
  const amount = useDebouncedValue(state.paymentAmount, 400)
  const connected = chain.accounts[chain.activeNamespace]?.status === 'connected'

  useEffect(() => {
    if (!controller.state.purchaseCurrencies.length && !controller.state.optionsLoading) void controller.loadOptions()
  }, [controller])
  useEffect(() => {
    if (amount === controller.state.paymentAmount) void controller.loadQuotes()
  }, [amount, controller])

  if (!connected) {
    return (
      <div className="airlock-stack">
        <p className="airlock-muted">{t('buy.notConnected')}</p>
        <button type="button" className="airlock-primary" onClick={controller.connect}>{t('buy.connect')}</button>
      </div>
    )
  }
  const namespace = chain.activeNamespace
  const currencies = state.purchaseCurrencies.filter((c) => c.networks.some((n) => n.caip_network_id?.startsWith(`${namespace}:`) ?? true))
  const networks = state.purchaseCurrency?.networks.filter((n) => n.caip_network_id?.startsWith(`${namespace}:`) ?? true) ?? []
  const limitId = `${id}-limit`
  const provider = state.selectedProvider
  const ready = Boolean(provider && !state.limitError && state.paymentAmount && !state.quotesLoading && state.quotes[provider])

  return (
    <form
      className="airlock-stack"
      aria-label={t('buy.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!ready) return
        // Opened on the click itself so no pop-up blocker stops it; a phone opens a tab.
        const popup = airlock.isMobile() ? window.open('', '_blank') : window.open('', 'airlock-onramp', 'popup,width=480,height=720')
        void controller.buy(popup)
      }}
    >
      <style href="airlock-onramp" precedence="default">{onrampStyles}</style>
      <div className="airlock-buy-pair">
        <div className="airlock-buy-field">
          <label htmlFor={`${id}-currency`}>{t('buy.buy')}</label>
          <select id={`${id}-currency`} className="airlock-input" value={state.purchaseCurrency?.id ?? ''} onChange={(e) => controller.selectPurchaseCurrency(e.target.value)}>
            {currencies.map((c) => <option key={c.id} value={c.id}>{c.symbol}</option>)}
          </select>
        </div>
        <div className="airlock-buy-field">
          <label htmlFor={`${id}-network`}>{t('buy.network')}</label>
          <select id={`${id}-network`} className="airlock-input" value={state.network ?? ''} onChange={(e) => controller.selectNetwork(e.target.value)}>
            {networks.map((n) => <option key={n.name} value={n.name}>{n.display_name}</option>)}
          </select>
        </div>
      </div>
      <div className="airlock-buy-pair">
        {/* The currency paid with first, then the amount in it: on a phone, where the two stack, a limit's problem comes right under the amount. */}
        <div className="airlock-buy-field">
          <label htmlFor={`${id}-fiat`}>{t('buy.pay')}</label>
          <select id={`${id}-fiat`} className="airlock-input" value={state.paymentCurrency?.id ?? ''} onChange={(e) => controller.selectPaymentCurrency(e.target.value)}>
            {state.paymentCurrencies.map((c) => <option key={c.id} value={c.id}>{c.id}</option>)}
          </select>
        </div>
        <div className="airlock-buy-field">
          <label htmlFor={`${id}-amount`}>{t('buy.amount')}</label>
          <input id={`${id}-amount`} className="airlock-input" dir="ltr" inputMode="decimal" autoComplete="off" placeholder="0.00" value={state.paymentAmount}
            aria-invalid={Boolean(state.limitError)} aria-describedby={state.limitError ? limitId : undefined} onChange={(e) => controller.setAmount(e.target.value)} />
        </div>
      </div>
      {state.limitError && <p id={limitId} className="airlock-buy-error" role="alert">{textOf(t, state.limitError)}</p>}
      <fieldset className="airlock-buy-field">
        <legend>{t('buy.paymentMethod')}</legend>
        <div className="airlock-buy-methods">
          {(['card', 'ach_bank_account'] as const).map((method) => (
            <label key={method}>
              <input type="radio" name={`${id}-method`} value={method} checked={state.paymentMethod === method} onChange={() => controller.selectPaymentMethod(method)} />
              {t(method === 'card' ? 'buy.card' : 'buy.bank')}
            </label>
          ))}
        </div>
      </fieldset>
      {state.optionsLoading ? <Spinner /> : <QuoteList state={state} onPick={controller.selectProvider} />}
      {state.error && <p className="airlock-buy-error" role="alert" data-testid="buy-error">{textOf(t, state.error)}</p>}
      <button type="submit" className="airlock-primary" disabled={!ready}>
        {provider ? t('buy.continueWith', { provider: providerLabel(provider) }) : t('buy.buy')}
      </button>
    </form>
  )
}

