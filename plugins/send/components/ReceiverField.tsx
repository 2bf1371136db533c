import { useId } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { formatAddress } from 'airlock'
import { Spinner, useAnnouncement } from 'airlock/react/kit'
import type { SendController } from '../createSendController.js'
import type { SendState } from '../SendState.js'
import { FieldError } from './FieldError.js'

/** Props of `ReceiverField`. */
export interface ReceiverFieldProps {
  state: Snapshot<SendState>
  controller: SendController
}

/** Who receives: an address, or a registered name shown with its avatar and the address it gives. */
export function ReceiverField({ state, controller }: ReceiverFieldProps) {
  const id = useId()
  const { error, receiverAddress, receiverProfileName } = state
  const invalid = error?.field === 'receiver'
  const resolved = receiverProfileName && receiverAddress ? `${receiverProfileName} is ${formatAddress(receiverAddress)}` : undefined
  useAnnouncement(resolved)
  return (
    <div className="airlock-send-field">
      <label htmlFor={`${id}-input`}>To</label>
      <input
        id={`${id}-input`}
        className="airlock-input"
        placeholder="Address or name"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={state.receiverInput}
        aria-invalid={invalid}
        aria-describedby={`${id}-note${invalid ? ` ${id}-error` : ''}`}
        onChange={(event) => controller.setReceiver(event.target.value)}
      />
      <p id={`${id}-note`} className="airlock-send-note">
        {state.resolvingReceiver && <Spinner label="Looking up the name" />}
        {receiverProfileName && receiverAddress && (
          <>
            {state.receiverProfileImageUrl && <img className="airlock-send-avatar" src={state.receiverProfileImageUrl} alt="" width={20} height={20} />}
            <span data-testid="send-resolved">{resolved}</span>
          </>
        )}
      </p>
      <FieldError id={`${id}-error`} field="receiver" error={error} />
    </div>
  )
}
