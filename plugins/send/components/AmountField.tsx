import { useId } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { formatBalance } from 'airlock'
import type { SendController } from '../createSendController.js'
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
  const id = useId()
  const { token, error } = state
  const invalid = error?.field === 'amount'
  const usd = token && state.sendTokenAmount.trim() ? usdValue(Number(state.sendTokenAmount.replace(',', '.')), token.price) : undefined
  const units = token && tokenUnits(token)
  return (
    <div className="airlock-send-field">
      <label htmlFor={`${id}-input`}>Amount</label>
      <div className="airlock-send-input">
        <input
          id={`${id}-input`}
          className="airlock-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={state.sendTokenAmount}
          aria-invalid={invalid}
          aria-describedby={`${id}-note${invalid ? ` ${id}-error` : ''}`}
          onChange={(event) => controller.setAmount(event.target.value)}
        />
        <button type="button" className="airlock-secondary" title="Use the maximum amount" disabled={!token} onClick={controller.setMax}>
          Max
        </button>
      </div>
      <p id={`${id}-note`} className="airlock-send-note">
        {usd && <span data-testid="send-usd">≈ {usd}</span>}
        {token && units && (
          <span>
            Balance {formatBalance(units.balance, units.decimals)} {token.symbol}
          </span>
        )}
      </p>
      <FieldError id={`${id}-error`} field="amount" error={error} />
    </div>
  )
}
