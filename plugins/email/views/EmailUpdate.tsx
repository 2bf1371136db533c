import { useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useId, useState } from 'react'
import { describeEmailError } from '../describeEmailError.js'
import catalogs from '../messages?catalogs'

type Step = 'EMAIL' | 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' | 'DONE'

/** Email change (SPEC §4): the new address, a code to the current one (VERIFY_PRIMARY_OTP), then one to the new (VERIFY_SECONDARY_OTP). */
export default function EmailUpdate() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.update.title'))
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  const [step, setStep] = useState<Step>('EMAIL')
  const [value, setValue] = useState('')
  const [target, setTarget] = useState('')
  const [current, setCurrent] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const id = useId()
  useAnnouncement(step === 'DONE' && t('email.update.done', { email: target }))

  const submit = async () => {
    setBusy(true)
    setError(undefined)
    try {
      const embedded = await email.embedded()
      if (step === 'EMAIL') {
        setCurrent(embedded.user()?.email ?? '')
        setStep(await embedded.updateEmail(value.trim()))
        setTarget(value.trim())
      } else if (step === 'VERIFY_PRIMARY_OTP') setStep(await embedded.verifyPrimaryOtp(value.trim()))
      else {
        setTarget(await embedded.verifySecondaryOtp(value.trim()))
        setStep('DONE')
      }
      setValue('')
    } catch (failure) {
      setError(describeEmailError(failure, airlock.i18n))
    } finally {
      setBusy(false)
    }
  }

  if (step === 'DONE') return <p className="airlock-muted">{t.rich('email.update.done', { email: target })}</p>
  const label = step === 'EMAIL' ? t('email.update.newEmail') : step === 'VERIFY_PRIMARY_OTP' ? t('email.update.primaryCode', { email: current }) : t('email.update.secondaryCode', { email: target })
  return (
    <form
      className="airlock-stack"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label htmlFor={id} className="airlock-section-label">
        {label}
      </label>
      <input id={id} className="airlock-input" dir="ltr" type={step === 'EMAIL' ? 'email' : 'text'} value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={Boolean(error)} />
      {error && (
        <p className="airlock-error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="airlock-primary" disabled={busy || !value.trim()}>
        {t('email.continue')}
      </button>
    </form>
  )
}
