import { formatTokenAmount } from 'airlock/kit'
import type { Snapshot } from 'valtio/vanilla'
import { Figure, useAirlockInstance, useMessages } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { PRICE_IMPACT_WARNING } from '../priceImpact.js'
import { impactFigure, rateText } from '../swapFigures.js'
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
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const native = airlock.chain.activeNetwork().nativeCurrency
  const high = quote.priceImpact > PRICE_IMPACT_WARNING
  const exactIn = quote.kind === 'exactIn'
  const figure = impactFigure(quote.priceImpact, locale)
  const impact = t(figure.below ? 'swap.percentBelow' : 'swap.percent', { percent: figure.percent })
  return (
    <dl className="airlock-swap-summary" data-testid="swap-quote">
      <div>
        <dt>{t('swap.quote.rate')}</dt>
        <dd data-testid="swap-rate"><Figure>{rateText(quote, from, to, locale)}</Figure></dd>
      </div>
      <div>
        <dt>{t('swap.quote.impact')}</dt>
        <dd data-testid="swap-impact" className={high ? 'airlock-swap-warn' : undefined}>
          <Figure>{high ? t('swap.quote.impactHigh', { impact }) : impact}</Figure>
        </dd>
      </div>
      <div>
        <dt>{exactIn ? t('swap.quote.minimumReceived') : t('swap.quote.maximumSold')}</dt>
        <dd data-testid="swap-limit">
          <Figure>
            {exactIn
              ? `${formatTokenAmount(BigInt(quote.minimumReceived), to.decimals, locale)} ${to.symbol}`
              : `${formatTokenAmount(BigInt(quote.maximumSold), from.decimals, locale)} ${from.symbol}`}
          </Figure>
        </dd>
      </div>
      {quote.path.length > 2 && (
        <div>
          <dt>{t('swap.quote.route')}</dt>
          <dd>{t('swap.quote.pools', { count: quote.path.length - 1 })}</dd>
        </div>
      )}
      <div>
        <dt>{t('swap.quote.fee')}</dt>
        <dd data-testid="swap-fee">
          <Figure>{formatTokenAmount(BigInt(quote.networkFee), native.decimals, locale)} {native.symbol}</Figure>
        </dd>
      </div>
    </dl>
  )
}
