import type { Snapshot } from 'valtio/vanilla'
import { formatAmount, formatTokenAmount } from 'airlock/kit'
import { Figure, Spinner, useAirlockInstance, useMessages } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { FALLBACK_QUOTE_ID } from '../fallbackQuote.js'
import type { OnrampState } from '../OnrampState.js'
import { providerLabel } from '../providerLabel.js'
import { decimalText } from './decimalText.js'

/** Each provider's quote (fees, total, what it buys) as a choice; the fallback quote says the checkout will price it. */
export function QuoteList({ state, onPick }: { state: Snapshot<OnrampState>; onPick: (provider: string) => void }) {
  const t = useMessages(catalogs)
  const { locale } = useAirlockInstance().i18n
  if (state.quotesLoading) return <p className="airlock-muted" aria-busy="true"><Spinner label={t('buy.loading')} /> {t('buy.loading')}</p>
  const entries = Object.entries(state.quotes)
  if (!entries.length) return state.paymentAmount && !state.limitError && !state.providers.length ? <p className="airlock-muted">{t('buy.noProvider')}</p> : null
  return (
    <ul className="airlock-buy-quotes" aria-label={t('buy.quotes')}>
      {entries.map(([provider, quote]) => {
        const fees = formatAmount((Number(quote.coinbaseFee.value) + Number(quote.networkFee.value)).toFixed(2), 2, locale)
        const fallback = quote.quoteId === FALLBACK_QUOTE_ID
        return (
          <li key={provider}>
            <button type="button" className="airlock-buy-quote" aria-pressed={state.selectedProvider === provider} data-testid={`quote-${provider}`} onClick={() => onPick(provider)}>
              <strong>{providerLabel(provider)}</strong>
              {fallback ? (
                <span data-testid="quote-fallback">{t('buy.estimateUnavailable')}</span>
              ) : (
                <>
                  <span>{t('buy.youGet')}<b><Figure>{formatTokenAmount(quote.purchaseAmount.value, locale)} {quote.purchaseAmount.currency}</Figure></b></span>
                  <span>{t('buy.fee')}<b><Figure>{fees} {quote.paymentTotal.currency}</Figure></b></span>
                </>
              )}
              <span>{t('buy.total')}<b><Figure>{decimalText(quote.paymentTotal.value, locale)} {quote.paymentTotal.currency}</Figure></b></span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
