import { type ReactNode, useId } from 'react'
import { Icon, useMessages, WalletImage } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import type { SwapToken } from '../SwapState.js'

/** Props of `TokenAmountField`. */
export interface TokenAmountFieldProps {
  /** The side's name, already in the person's language ('You pay'). */
  label: string
  token: SwapToken | undefined
  /** The amount typed here, or the quoted one. */
  value: string
  /** The amount's problem, shown under it. */
  error?: ReactNode
  /** Shown under the amount: the balance. */
  note?: ReactNode
  /** Under the problem: what to do about it (Buy ETH). */
  action?: ReactNode
  onPick(): void
  onChange(text: string): void
}

/** One side of a swap: its amount and the token, whose button opens the token list. */
export function TokenAmountField({ label, token, value, error, note, action, onPick, onChange }: TokenAmountFieldProps) {
  const t = useMessages(catalogs)
  const id = useId()
  return (
    <div className="airlock-swap-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="airlock-swap-row">
        <input
          id={`${id}-input`}
          className="airlock-input"
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="airlock-swap-token" aria-label={t('swap.field.token', { field: label, token: token ? token.symbol : t('swap.field.none') })} onClick={onPick}>
          {token && <WalletImage name={token.symbol} src={token.logoUri} size={24} />}
          <span>{token ? token.symbol : t('swap.field.select')}</span>
          <Icon name="chevron" />
        </button>
      </div>
      <p id={`${id}-note`} className="airlock-swap-note">
        {note}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="airlock-error-text">
          {error}
        </p>
      )}
      {error && action}
    </div>
  )
}
