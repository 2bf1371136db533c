import { useId } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { Icon, useMessages, WalletImage } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import type { SendState } from '../SendState.js'
import { FieldError } from './FieldError.js'

/** Props of `TokenField`. */
export interface TokenFieldProps {
  state: Snapshot<SendState>
  /** Opens the token list. */
  onPick(): void
}

/** The token to send; choosing opens the token list. */
export function TokenField({ state, onPick }: TokenFieldProps) {
  const t = useMessages(catalogs)
  const id = useId()
  const { token, error } = state
  return (
    <div className="airlock-send-field">
      <span id={`${id}-label`} className="airlock-send-label">
        {t('send.token.label')}
      </span>
      <button
        type="button"
        className="airlock-send-token"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error?.field === 'token' ? `${id}-error` : undefined}
        onClick={onPick}
      >
        {token && <WalletImage name={token.symbol} src={token.iconUrl} size={28} />}
        <span id={`${id}-value`} className="airlock-send-token-label">
          {token ? token.symbol : t('send.token.select')}
        </span>
        <Icon name="chevron" />
      </button>
      <FieldError id={`${id}-error`} field="token" error={error} />
    </div>
  )
}
