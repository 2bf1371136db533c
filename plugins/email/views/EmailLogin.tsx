import { useAnnouncement, useMessages, usePluginApi, useProxyState, useTimeLeft, useViewTitle } from 'airlock/react/kit'
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
  // The backend's wait before another email to the address typed, counted down to the second.
  const wait = state.wait?.email === value.trim() ? state.wait : undefined
  const seconds = useTimeLeft(wait?.until)
  useAnnouncement(wait && t('email.error.tooSoon', { seconds: Math.ceil((wait.until - wait.since) / 1000) }))
  const error = seconds > 0 ? t('email.error.tooSoon', { seconds }) : state.error
  // The frame loads while the person types, so Continue does not wait for it. Where the
  // browser keeps nothing for the wallet here, the person hears so before it happens.
  const [forgets, setForgets] = useState(false)
  useEffect(() => {
    let live = true
    void email.embedded().then((embedded) => {
      embedded.prepare()
      return embedded.whenReady().then(() => live && setForgets(embedded.frameStorage() === 'memory'))
    }).catch(() => {})
    return () => {
      live = false
    }
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
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      {/* A countdown is said once (above), not every second: a timer, not an alert. */}
      {error && (
        <p id={`${id}-error`} className="airlock-error-text" role={seconds > 0 ? 'timer' : 'alert'}>
          {error}
        </p>
      )}
      <button type="submit" className="airlock-primary" disabled={state.busy || !value.trim() || seconds > 0}>
        {t('email.continue')}
      </button>
      {forgets && (
        <p className="airlock-muted" data-testid="email-storage-forgets">
          {t('email.storage.forgets')}
        </p>
      )}
    </form>
  )
}
