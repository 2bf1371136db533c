import { Spinner, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useEffect, useId, useState } from 'react'
import catalogs from '../messages?catalogs'
import { ResendButton } from './ResendButton.js'

/** The email steps after the address (SPEC §4): VERIFY_DEVICE, VERIFY_OTP and CONNECT. Leaving them goes back to the address. */
export function EmailVerify() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.verify.title'))
  const email = usePluginApi('email')
  const state = useProxyState(email.state)
  const [code, setCode] = useState('')
  const id = useId()
  useEffect(() => () => email.reset(), [email])
  const back = () => email.reset()

  if (state.step === 'CONNECT') {
    return (
      <div className="airlock-center">
        <Spinner label={t('email.authenticating')} />
        <p className="airlock-muted">{t('email.authenticating')}</p>
      </div>
    )
  }
  const error = state.error && (
    <p id={`${id}-error`} className="airlock-error-text" role="alert">
      {state.error}
    </p>
  )
  if (state.step === 'VERIFY_DEVICE') {
    return (
      <div className="airlock-center">
        <p className="airlock-muted">{t.rich('email.device.sent', { email: state.email })}</p>
        <Spinner label={t('email.device.waiting')} />
        {error}
        <div className="airlock-row">
          <ResendButton resendAt={state.resendAt} label={t('email.resend.link')} busy={state.busy} onResend={() => void email.resend()} />
          <button type="button" className="airlock-secondary" onClick={back}>
            {t('email.useAnother')}
          </button>
        </div>
      </div>
    )
  }
  return (
    <form
      className="airlock-stack"
      onSubmit={(event) => {
        event.preventDefault()
        void email.submitOtp(code).then(() => setCode(''))
      }}
    >
      <p className="airlock-muted">{t.rich('email.code.sent', { email: state.email })}</p>
      <label htmlFor={id} className="airlock-section-label">
        {t('email.code.label')}
      </label>
      <input
        id={id}
        className="airlock-input"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        aria-invalid={Boolean(state.error)}
        aria-describedby={state.error ? `${id}-error` : undefined}
      />
      {error}
      <button type="submit" className="airlock-primary" disabled={state.busy || code.length !== 6}>
        {t('email.continue')}
      </button>
      <div className="airlock-row">
        <ResendButton resendAt={state.resendAt} label={t('email.resend.code')} busy={state.busy} onResend={() => void email.resend()} />
        <button type="button" className="airlock-secondary" onClick={back}>
          {t('email.useAnother')}
        </button>
      </div>
    </form>
  )
}
