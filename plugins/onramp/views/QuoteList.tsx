import type { Snapshot } from 'valtio/vanilla'
import { Spinner } from 'airlock/react/kit'
import { FALLBACK_QUOTE_ID } from '../fallbackQuote.js'
import type { OnrampState } from '../OnrampState.js'
import { providerLabel } from '../providerLabel.js'
import { buyTexts as t } from './buyTexts.js'

/** Each provider's quote (fees, total, what it buys) as a choice; the fallback quote says the checkout will price it. */
export function QuoteList({ state, onPick }: { state: Snapshot<OnrampState>; onPick: (provider: string) => void }) {
  if (state.quotesLoading) return <p className="airlock-muted" aria-busy="true"><Spinner label={t.loading} /> {t.loading}</p>
  const entries = Object.entries(state.quotes)
  if (!entries.length) return state.paymentAmount && !state.limitError && !state.providers.length ? <p className="airlock-muted">{t.noProvider}</p> : null
  return (
    <ul className="airlock-buy-quotes" aria-label={t.quotes}>
      {entries.map(([provider, quote]) => {
        const fees = (Number(quote.coinbaseFee.value) + Number(quote.networkFee.value)).toFixed(2)
        const fallback = quote.quoteId === FALLBACK_QUOTE_ID
        return (
          <li key={provider}>
            <button type="button" className="airlock-buy-quote" aria-pressed={state.selectedProvider === provider} data-testid={`quote-${provider}`} onClick={() => onPick(provider)}>
              <strong>{providerLabel(provider)}</strong>
              {fallback ? (
                <span data-testid="quote-fallback">{t.estimateUnavailable}</span>
              ) : (
                <>
                  <span>{t.youGet}<b>{quote.purchaseAmount.value} {quote.purchaseAmount.currency}</b></span>
                  <span>{t.fee}<b>{fees} {quote.paymentTotal.currency}</b></span>
                </>
              )}
              <span>{t.total}<b>{quote.paymentTotal.value} {quote.paymentTotal.currency}</b></span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
