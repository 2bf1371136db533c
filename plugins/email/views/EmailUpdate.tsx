import { CodeInput, useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useViewTitle, WithEmail } from 'airlock/react/kit'
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

  const submit = async (input: string) => {
    setBusy(true)
    setError(undefined)
    try {
      const embedded = await email.embedded()
      if (step === 'EMAIL') {
        setCurrent(embedded.user()?.email ?? '')
        setStep(await embedded.updateEmail(input.trim()))
        setTarget(input.trim())
      } else if (step === 'VERIFY_PRIMARY_OTP') setStep(await embedded.verifyPrimaryOtp(input.trim()))
      else {
        setTarget(await embedded.verifySecondaryOtp(input.trim()))
        setStep('DONE')
      }
      setValue('')
    } catch (failure) {
      setError(describeEmailError(failure, airlock.i18n))
    } finally {
      setBusy(false)
    }
  }

  if (step === 'DONE') {
    return (
      <div className="airlock-stack">
        <p className="airlock-muted">
          <WithEmail email={target} text={(email) => t('email.update.done', { email })} />
        </p>
        <button type="button" className="airlock-primary" onClick={() => airlock.router.goBack()}>
          {t('email.done')}
        </button>
      </div>
    )
  }
  const label =
    step === 'EMAIL' ? t('email.update.newEmail') : <WithEmail email={step === 'VERIFY_PRIMARY_OTP' ? current : target} text={(email) => t(step === 'VERIFY_PRIMARY_OTP' ? 'email.update.primaryCode' : 'email.update.secondaryCode', { email })} />
  return (
    <form
      className="airlock-stack"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(value)
      }}
    >
      <label htmlFor={id} className="airlock-section-label">
        {label}
      </label>
      {step === 'EMAIL' ? (
        <input id={id} className="airlock-input" dir="ltr" type="email" value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={Boolean(error)} />
      ) : (
        // Each code goes on its sixth digit; Continue is there for a second try.
        <CodeInput key={step} id={id} value={value} onChange={setValue} onComplete={(code) => !busy && void submit(code)} aria-invalid={Boolean(error)} />
      )}
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
