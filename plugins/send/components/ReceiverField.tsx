import { useId } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { formatAddress } from 'airlock/kit'
import { Spinner, useAnnouncement, useMessages } from 'airlock/react/kit'
import type { SendController } from '../createSendController.js'
import catalogs from '../messages?catalogs'
import type { SendState } from '../SendState.js'
import { FieldError } from './FieldError.js'

/** Props of `ReceiverField`. */
export interface ReceiverFieldProps {
  state: Snapshot<SendState>
  controller: SendController
}

/** Who receives: an address, or a registered name shown with its avatar and the address it gives. */
export function ReceiverField({ state, controller }: ReceiverFieldProps) {
  const t = useMessages(catalogs)
  const id = useId()
  const { error, receiverAddress, receiverProfileName } = state
  const invalid = error?.field === 'receiver'
  // "An amount and receiver address are required", said under the amount: an empty receiver is marked too.
  const missing = !invalid && error?.id === 'send.error.required' && !state.receiverInput.trim()
  const resolved = receiverProfileName && receiverAddress ? t('send.receiver.resolved', { name: receiverProfileName, address: formatAddress(receiverAddress) }) : undefined
  useAnnouncement(resolved)
  return (
    <div className="airlock-send-field">
      <label htmlFor={`${id}-input`}>{t('send.receiver.label')}</label>
      <input
        id={`${id}-input`}
        className="airlock-input"
        dir="ltr"
        placeholder={t('send.receiver.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={state.receiverInput}
        aria-invalid={invalid || missing}
        aria-describedby={`${id}-note${invalid ? ` ${id}-error` : ''}`}
        onChange={(event) => controller.setReceiver(event.target.value)}
      />
      <p id={`${id}-note`} className="airlock-send-note">
        {state.resolvingReceiver && <Spinner label={t('send.receiver.lookingUp')} />}
        {receiverProfileName && receiverAddress && (
          <>
            {state.receiverProfileImageUrl && <img className="airlock-send-avatar" src={state.receiverProfileImageUrl} alt="" width={20} height={20} />}
            <span data-testid="send-resolved">{t.rich('send.receiver.resolved', { name: receiverProfileName, address: formatAddress(receiverAddress) })}</span>
          </>
        )}
      </p>
      <FieldError id={`${id}-error`} field="receiver" error={error} />
    </div>
  )
}
