import { usePluginApi, useProxyState } from 'airlock/react/kit'
import { useId, useState } from 'react'
import { socialTexts as t } from '../socialTexts.js'

/** Account linking: an email for a wallet without one, confirmed by the code sent to it. */
export function LinkEmailForm() {
  const socials = usePluginApi('socials')
  const state = useProxyState(socials.state)
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  const [sent, setSent] = useState(false)
  const id = useId()
  return (
    <form
      className="airlock-stack"
      aria-label={t.linkEmail}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!sent) void socials.linkEmail(email).then(setSent)
        else void socials.verifyLinkEmail(otp)
      }}
    >
      <label htmlFor={`${id}-email`} className="airlock-section-label">
        {t.linkEmail}
      </label>
      <input id={`${id}-email`} className="airlock-input" type="email" autoComplete="email" value={email} readOnly={sent} onChange={(event) => setEmail(event.target.value)} />
      {sent && (
        <>
          <label htmlFor={`${id}-otp`} className="airlock-section-label">
            {t.codeLabel}
          </label>
          <input id={`${id}-otp`} className="airlock-input" inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={(event) => setOtp(event.target.value)} />
        </>
      )}
      <button type="submit" className="airlock-primary" disabled={state.linking || !(sent ? otp.trim() : email.trim())}>
        {sent ? t.confirm : t.sendCode}
      </button>
    </form>
  )
}
