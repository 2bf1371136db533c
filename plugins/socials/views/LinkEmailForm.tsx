import { CodeInput, useMessages, usePluginApi, useProxyState } from 'airlock/react/kit'
import { useId, useState } from 'react'
import catalogs from '../messages?catalogs'

/** Account linking: an email for a wallet without one, confirmed by the code sent to it. */
export function LinkEmailForm() {
  const t = useMessages(catalogs)
  const socials = usePluginApi('socials')
  const state = useProxyState(socials.state)
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  const [sent, setSent] = useState(false)
  const id = useId()
  return (
    <form
      className="airlock-stack"
      aria-label={t('socials.linkEmail.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!sent) void socials.linkEmail(email).then(setSent)
        else void socials.verifyLinkEmail(otp)
      }}
    >
      <label htmlFor={`${id}-email`} className="airlock-section-label">
        {t('socials.linkEmail.title')}
      </label>
      <input id={`${id}-email`} className="airlock-input" dir="ltr" type="email" autoComplete="email" value={email} readOnly={sent} onChange={(event) => setEmail(event.target.value)} />
      {sent && (
        <>
          <label htmlFor={`${id}-otp`} className="airlock-section-label">
            {t('socials.linkEmail.codeLabel')}
          </label>
          <CodeInput id={`${id}-otp`} value={otp} onChange={setOtp} onComplete={(code) => !state.linking && void socials.verifyLinkEmail(code)} />
        </>
      )}
      <button type="submit" className="airlock-primary" disabled={state.linking || !(sent ? otp.trim() : email.trim())}>
        {sent ? t('socials.linkEmail.confirm') : t('socials.linkEmail.send')}
      </button>
    </form>
  )
}
