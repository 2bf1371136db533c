import { useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useEffect, useId, useState } from 'react'
import catalogs from '../messages?catalogs'
import { EmailVerify } from './EmailVerify.js'

/** The email connect method (SPEC §4 email steps): the address, then the device approval or the code (EmailVerify). */
export default function EmailLogin() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.login.title'))
  const email = usePluginApi('email')
  const state = useProxyState(email.state)
  const [value, setValue] = useState(state.email)
  const id = useId()
  // The frame loads while the person types, so Continue does not wait for it.
  useEffect(() => {
    void email.embedded().then((embedded) => embedded.prepare(), () => {})
  }, [email])
  if (state.step !== 'EMAIL') return <EmailVerify />
  return (
    <form
      className="airlock-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void email.submitEmail(value)
      }}
    >
      <label htmlFor={id} className="airlock-section-label">
        {t('email.address.label')}
      </label>
      <input
        id={id}
        className="airlock-input"
        dir="ltr"
        type="email"
        autoComplete="email"
        placeholder={t('email.address.placeholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={Boolean(state.error)}
        aria-describedby={state.error ? `${id}-error` : undefined}
        required
      />
      {state.error && (
        <p id={`${id}-error`} className="airlock-error-text" role="alert">
          {state.error}
        </p>
      )}
      <button type="submit" className="airlock-primary" disabled={state.busy || !value.trim()}>
        {t('email.continue')}
      </button>
    </form>
  )
}
