import type { Snapshot } from 'valtio/vanilla'
import { useAirlockInstance } from 'airlock/react/kit'
import { impactText, amountText, rateText } from '../swapFigures.js'
import { PRICE_IMPACT_WARNING } from '../swapMessages.js'
import type { SwapQuote } from '../swapSchemas.js'
import type { SwapToken } from '../SwapState.js'

/** Props of `QuoteSummary`. */
export interface QuoteSummaryProps {
  quote: Snapshot<SwapQuote>
  from: Snapshot<SwapToken>
  to: Snapshot<SwapToken>
}

/** A quote's figures: rate, price impact (warned about above 3 %), the slippage's limit, route and network fee. */
export function QuoteSummary({ quote, from, to }: QuoteSummaryProps) {
  const airlock = useAirlockInstance()
  const native = airlock.chain.activeNetwork().nativeCurrency
  const high = quote.priceImpact > PRICE_IMPACT_WARNING
  const exactIn = quote.kind === 'exactIn'
  return (
    <dl className="airlock-swap-summary" data-testid="swap-quote">
      <div>
        <dt>Rate</dt>
        <dd data-testid="swap-rate">{rateText(quote, from, to)}</dd>
      </div>
      <div>
        <dt>Price impact</dt>
        <dd data-testid="swap-impact" className={high ? 'airlock-swap-warn' : undefined}>
          {impactText(quote.priceImpact)}
          {high && ' (high)'}
        </dd>
      </div>
      <div>
        <dt>{exactIn ? 'Minimum received' : 'Maximum sold'}</dt>
        <dd data-testid="swap-limit">
          {exactIn ? `${amountText(BigInt(quote.minimumReceived), to.decimals)} ${to.symbol}` : `${amountText(BigInt(quote.maximumSold), from.decimals)} ${from.symbol}`}
        </dd>
      </div>
      {quote.path.length > 2 && (
        <div>
          <dt>Route</dt>
          <dd>{quote.path.length - 1} pools</dd>
        </div>
      )}
      <div>
        <dt>Network fee</dt>
        <dd data-testid="swap-fee">
          {amountText(BigInt(quote.networkFee), native.decimals, 6)} {native.symbol}
        </dd>
      </div>
    </dl>
  )
}
