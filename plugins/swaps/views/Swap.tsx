import { useEffect, useId } from 'react'
import { formatBalance } from 'airlock'
import { Icon, Spinner, useAirlockInstance, useAnnouncement, useViewTitle } from 'airlock/react/kit'
import { PRICE_IMPACT_CONFIRM } from '../swapMessages.js'
import { rateText, shortDecimal } from '../swapFigures.js'
import { SwapStyles } from '../SwapStyles.js'
import { useSwapController } from '../useSwapController.js'
import { QuoteSummary } from './QuoteSummary.js'
import { SlippageField } from './SlippageField.js'
import { TokenAmountField } from './TokenAmountField.js'

/**
 * The Swap view: what to sell and what to buy, each with a token picker and an amount (the
 * one typed fixes its side, the other is quoted), a flip between them, the live quote with
 * its rate, price impact and network fee, the slippage tolerance, then Preview.
 */
export default function Swap() {
  useViewTitle('Swap')
  const airlock = useAirlockInstance()
  const { controller, state } = useSwapController()
  const id = useId()
  const { from, to, quote, error } = state

  useEffect(() => {
    if (!controller.state.tokens.length && !controller.state.tokensLoading) void controller.loadTokens()
  }, [controller])

  const quoted = (side: 'from' | 'to') => {
    if (state.side === side) return state.amount
    const token = side === 'from' ? from : to
    if (!quote || !token) return ''
    return shortDecimal(BigInt(side === 'from' ? quote.fromAmount : quote.toAmount), token.decimals)
  }
  const pick = (side: 'from' | 'to') => airlock.router.push('SwapSelectToken', { side })
  const ready = controller.ready()
  const mustAccept = Boolean(quote && quote.priceImpact > PRICE_IMPACT_CONFIRM)
  // Each new quote is said: the amount the person did not type changed under their eyes.
  useAnnouncement(quote && from && to && `Quote updated: ${quoted('from')} ${from.symbol} for ${quoted('to')} ${to.symbol}, ${rateText(quote, from, to)}`)

  return (
    <form
      className="airlock-stack airlock-swap"
      aria-label="Swap"
      aria-describedby={error && error.field !== 'amount' ? `${id}-error` : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        controller.preview()
      }}
    >
      <SwapStyles />
      <TokenAmountField
        label="You pay"
        token={from}
        value={quoted('from')}
        error={error?.field === 'amount' ? error.message : undefined}
        onPick={() => pick('from')}
        onChange={(text) => controller.setAmount(text, 'from')}
        note={from?.balance !== undefined ? `Balance ${formatBalance(from.balance, from.decimals)} ${from.symbol}` : undefined}
      />
      <button type="button" className="airlock-swap-flip" aria-label="Switch tokens" title="Switch tokens" onClick={controller.flip}>
        <Icon name="swap" />
      </button>
      <TokenAmountField
        label="You receive"
        token={to}
        value={quoted('to')}
        onPick={() => pick('to')}
        onChange={(text) => controller.setAmount(text, 'to')}
        note={to?.balance !== undefined ? `Balance ${formatBalance(to.balance, to.decimals)} ${to.symbol}` : undefined}
      />
      {state.quoting && (
        <p className="airlock-swap-note">
          <span>
            <Spinner label="Getting a quote" /> Getting a quote…
          </span>
        </p>
      )}
      {quote && from && to && <QuoteSummary quote={quote} from={from} to={to} />}
      {mustAccept && (
        <label className="airlock-swap-accept">
          <input type="checkbox" checked={state.impactAccepted} onChange={(event) => controller.acceptImpact(event.target.checked)} />
          <span>I accept a price impact of {quote!.priceImpact.toFixed(2)} %: I receive much less than the market price</span>
        </label>
      )}
      <SlippageField slippage={state.slippage} onChange={controller.setSlippage} />
      {state.tokensLoading && !state.tokens.length && <Spinner label="Loading tokens" />}
      {error && error.field !== 'amount' && (
        <p id={`${id}-error`} role="alert" className="airlock-error-text">
          {error.message}
        </p>
      )}
      <button type="submit" className="airlock-primary" aria-disabled={!ready || undefined}>
        Preview
      </button>
    </form>
  )
}
