import { useId } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { formatBalance } from 'airlock/kit'
import { Figure, useAirlockInstance, useMessages } from 'airlock/react/kit'
import type { SendController } from '../createSendController.js'
import catalogs from '../messages?catalogs'
import { usdValue } from '../usdValue.js'
import type { SendState } from '../SendState.js'
import { tokenUnits } from '../tokenUnits.js'
import { FieldError } from './FieldError.js'

/** Props of `AmountField`. */
export interface AmountFieldProps {
  state: Snapshot<SendState>
  controller: SendController
}

/** The amount to send, with Max, its value in US dollars and the balance it comes from. */
export function AmountField({ state, controller }: AmountFieldProps) {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const id = useId()
  const { token, error } = state
  const invalid = error?.field === 'amount'
  const usd = token && state.sendTokenAmount.trim() ? usdValue(Number(state.sendTokenAmount.replace(',', '.')), token.price, locale) : undefined
  const units = token && tokenUnits(token)
  return (
    <div className="airlock-send-field">
      <label htmlFor={`${id}-input`}>{t('send.amount.label')}</label>
      <div className="airlock-send-input">
        <input
          id={`${id}-input`}
          className="airlock-input"
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={state.sendTokenAmount}
          aria-invalid={invalid}
          aria-describedby={`${id}-note${invalid ? ` ${id}-error` : ''}`}
          onChange={(event) => controller.setAmount(event.target.value)}
        />
        <button type="button" className="airlock-secondary" title={t('send.amount.maxTitle')} disabled={!token} onClick={controller.setMax}>
          {t('send.amount.max')}
        </button>
      </div>
      <p id={`${id}-note`} className="airlock-send-note">
        {usd && <Figure data-testid="send-usd">≈ {usd}</Figure>}
        {token && units && <span>{t.rich('send.amount.balance', { amount: formatBalance(units.balance, units.decimals, 3, locale), symbol: token.symbol })}</span>}
      </p>
      <FieldError id={`${id}-error`} field="amount" error={error} />
      {/* More than the balance: the way to have enough, where the app has the onramp. Back from Buy keeps the form. */}
      {error?.id === 'send.error.overBalance' && token && airlock.config.features.onramp && (
        <button
          type="button"
          className="airlock-secondary airlock-send-buy"
          onClick={() => void airlock.plugins.api('onramp').then((onramp) => onramp.open({ currency: token.symbol, caipNetworkId: airlock.chain.state.activeCaipNetworkId }))}
        >
          {t('send.buy', { symbol: token.symbol })}
        </button>
      )}
    </div>
  )
}
