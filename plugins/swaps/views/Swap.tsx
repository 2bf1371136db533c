import { useEffect, useId } from 'react'
import { formatBalance, formatTokenAmount } from 'airlock/kit'
import { Icon, Spinner, useAirlockInstance, useAnnouncement, useMessages, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { PRICE_IMPACT_CONFIRM } from '../priceImpact.js'
import { impactFigure, rateText, shortDecimal } from '../swapFigures.js'
import { SwapStyles } from '../SwapStyles.js'
import { useSwapController } from '../useSwapController.js'
import { QuoteSummary } from './QuoteSummary.js'
import { SlippageField } from './SlippageField.js'
import { textOf } from './textOf.js'
import { TokenAmountField } from './TokenAmountField.js'

/**
 * The Swap view: what to sell and what to buy, each with a token picker and an amount (the
 * one typed fixes its side, the other is quoted), a flip between them, the live quote with
 * its rate, price impact and network fee, the slippage tolerance, then Preview.
 */
export default function Swap() {
  const t = useMessages(catalogs)
  useViewTitle(t('swap.title'))
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
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
  // Each new quote is said: the amount the person did not type changed under their eyes. Both
  // amounts read as the quote's figures do (formatTokenAmount: `0.050 ETH`), not as typed.
  const said = (units: string, token: { decimals: number }) => formatTokenAmount(BigInt(units), token.decimals, locale)
  useAnnouncement(quote && from && to && t('swap.quoteUpdated', { pay: said(quote.fromAmount, from), from: from.symbol, receive: said(quote.toAmount, to), to: to.symbol, rate: rateText(quote, from, to, locale) }))
  const pick = (side: 'from' | 'to') => airlock.router.push('SwapSelectToken', { side })
  const ready = controller.ready()
  const mustAccept = Boolean(quote && quote.priceImpact > PRICE_IMPACT_CONFIRM)
  const balanceOf = (token: typeof from) =>
    token?.balance !== undefined ? t.rich('swap.balance', { balance: formatBalance(token.balance, token.decimals, 3, locale), symbol: token.symbol }) : undefined

  return (
    <form
      className="airlock-stack airlock-swap"
      aria-label={t('swap.title')}
      aria-describedby={error && error.field !== 'amount' ? `${id}-error` : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        controller.preview()
      }}
    >
      <SwapStyles />
      <TokenAmountField
        label={t('swap.pay')}
        token={from}
        value={quoted('from')}
        error={error?.field === 'amount' ? textOf(t, error.message) : undefined}
        onPick={() => pick('from')}
        onChange={(text) => controller.setAmount(text, 'from')}
        note={balanceOf(from)}
        action={
          // Not enough to pay: the way to have enough, where the app has the onramp. Back from Buy keeps the form.
          error?.field === 'amount' &&
          'id' in error.message &&
          error.message.id === 'swap.error.balance' &&
          from &&
          airlock.config.features.onramp && (
            <button
              type="button"
              className="airlock-secondary airlock-swap-buy"
              onClick={() => void airlock.plugins.api('onramp').then((onramp) => onramp.open({ currency: from.symbol, caipNetworkId: airlock.chain.state.activeCaipNetworkId }))}
            >
              {t('swap.buy', { symbol: from.symbol })}
            </button>
          )
        }
      />
      <button type="button" className="airlock-swap-flip" aria-label={t('swap.flip')} title={t('swap.flip')} onClick={controller.flip}>
        <Icon name="swap" />
      </button>
      <TokenAmountField
        label={t('swap.receive')}
        token={to}
        value={quoted('to')}
        onPick={() => pick('to')}
        onChange={(text) => controller.setAmount(text, 'to')}
        note={balanceOf(to)}
      />
      {state.quoting && (
        <p className="airlock-swap-note">
          <span>
            <Spinner label={t('swap.quoting')} /> {t('swap.quotingNote')}
          </span>
        </p>
      )}
      {quote && from && to && <QuoteSummary quote={quote} from={from} to={to} />}
      {mustAccept && (
        <label className="airlock-swap-accept">
          <input type="checkbox" checked={state.impactAccepted} onChange={(event) => controller.acceptImpact(event.target.checked)} />
          <span>{t.rich('swap.acceptImpact', { impact: impactFigure(quote!.priceImpact, locale).percent })}</span>
        </label>
      )}
      <SlippageField slippage={state.slippage} onChange={controller.setSlippage} />
      {state.tokensLoading && !state.tokens.length && <Spinner label={t('swap.loadingTokens')} />}
      {error && error.field !== 'amount' && (
        <p id={`${id}-error`} role="alert" className="airlock-error-text">
          {textOf(t, error.message)}
        </p>
      )}
      <button type="submit" className="airlock-primary" aria-disabled={!ready || undefined}>
        {t('swap.preview')}
      </button>
    </form>
  )
}
