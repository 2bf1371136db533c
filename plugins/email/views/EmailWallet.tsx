import { ListButton, useAirlockInstance, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useState } from 'react'
import { describeEmailError } from '../describeEmailError.js'
import catalogs from '../messages?catalogs'

/** What an email user can do with the embedded wallet: change email, recovery password, key export. */
export default function EmailWallet() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.wallet.title'))
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  const [error, setError] = useState<string>()
  const openExport = () => {
    setError(undefined)
    // The keys are shown only on the wallet's own top-level page, never in this page. The
    // window opens during the click (what popup blockers allow); its address, which carries
    // this session's export ticket, follows once the frame has made one.
    const popup = window.open('about:blank', '_blank')
    if (popup) popup.opener = null
    void email
      .embedded()
      .then((embedded) => embedded.exportPageUrl())
      .then(
        (url) => (popup ? popup.location.replace(url) : window.open(url, '_blank', 'noopener')),
        (failure: unknown) => {
          popup?.close()
          setError(describeEmailError(failure, airlock.i18n))
        },
      )
  }
  return (
    <div className="airlock-stack">
      <ListButton icon="mail" label={t('email.wallet.changeEmail')} onClick={() => airlock.router.push('EmailUpdate')} />
      <ListButton icon="wallet" label={t('email.wallet.recovery')} onClick={() => airlock.router.push('EmailRecovery')} />
      <ListButton icon="external" label={t('email.wallet.exportKeys')} onClick={openExport} />
      {error && (
        <p className="airlock-error-text" role="alert">
          {error}
        </p>
      )}
      <p className="airlock-muted">{t('email.wallet.exportNote')}</p>
    </div>
  )
}
