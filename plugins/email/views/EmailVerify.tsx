import { CodeInput, Spinner, useMessages, usePluginApi, useProxyState, useViewTitle, WithEmail } from 'airlock/react/kit'
import { useEffect, useId, useState } from 'react'
import catalogs from '../messages?catalogs'
import { ResendButton } from './ResendButton.js'

/**
 * The email steps after the address (SPEC §4): VERIFY_DEVICE (by the emailed link, or by an
 * authenticator-app code: VERIFY_DEVICE_TOTP), VERIFY_OTP and CONNECT. Leaving them goes back
 * to the address.
 */
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
        <p className="airlock-muted">
          <WithEmail email={state.email} text={(email) => t('email.device.sent', { email })} />
        </p>
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
  // The app's code approves this device, and the sign-in code is mailed next; or the emailed sign-in code.
  const totp = state.step === 'VERIFY_DEVICE_TOTP'
  const submit = (value: string) => void (totp ? email.submitDeviceCode(value) : email.submitOtp(value)).then(() => setCode(''))
  return (
    <form
      className="airlock-stack"
      onSubmit={(event) => {
        event.preventDefault()
        submit(code)
      }}
    >
      <p className="airlock-muted">
        {totp ? t('email.deviceCode.text') : <WithEmail email={state.email} text={(email) => t('email.code.sent', { email })} />}
      </p>
      <label htmlFor={id} className="airlock-section-label">
        {t(totp ? 'email.deviceCode.label' : 'email.code.label')}
      </label>
      {/* The sixth digit sends the code; Continue is there for a second try. */}
      <CodeInput
        id={id}
        value={code}
        onChange={setCode}
        onComplete={(value) => !state.busy && submit(value)}
        aria-invalid={Boolean(state.error)}
        aria-describedby={state.error ? `${id}-error` : undefined}
      />
      {error}
      <button type="submit" className="airlock-primary" disabled={state.busy || code.length !== 6}>
        {t('email.continue')}
      </button>
      <div className="airlock-row">
        {totp ? (
          <button type="button" className="airlock-secondary" disabled={state.busy} onClick={() => void email.emailLinkInstead().then(() => setCode(''))}>
            {t('email.deviceCode.linkInstead')}
          </button>
        ) : (
          <ResendButton resendAt={state.resendAt} label={t('email.resend.code')} busy={state.busy} onResend={() => void email.resend()} />
        )}
        <button type="button" className="airlock-secondary" onClick={back}>
          {t('email.useAnother')}
        </button>
      </div>
    </form>
  )
}
