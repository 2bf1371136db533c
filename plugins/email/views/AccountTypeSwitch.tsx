import { Spinner, useAirlockInstance, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useEffect, useState } from 'react'
import { describeEmailError } from '../describeEmailError.js'
import catalogs from '../messages?catalogs'

/**
 * Switches the embedded wallet's eip155 account (SPEC §7 set preferred account) and goes
 * back to Account, which then shows the new address. A failure is shown here, and the
 * account stays as it was (SPEC §4; on a network without smart accounts SPEC §8's message).
 */
export default function AccountTypeSwitch() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.accountType.title'))
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  const { type } = (airlock.router.state.data ?? { type: 'smartAccount' }) as { type: 'eoa' | 'smartAccount' }
  const [error, setError] = useState<string>()

  useEffect(() => {
    let live = true
    void email
      .embedded()
      .then((embedded) => embedded.setPreferredAccount(type))
      .then(
        () => live && airlock.router.goBack(),
        (failure: unknown) => live && setError(describeEmailError(failure, airlock.i18n)),
      )
    return () => {
      live = false
    }
  }, [airlock, email, type])

  if (!error) return <Spinner label={t(type === 'smartAccount' ? 'email.accountType.toSmart' : 'email.accountType.toRegular')} />
  return (
    <div className="airlock-stack">
      <p className="airlock-error-text" role="alert">
        {error}
      </p>
      <button type="button" className="airlock-secondary" onClick={() => airlock.router.goBack()}>
        {t('email.accountType.back')}
      </button>
    </div>
  )
}
