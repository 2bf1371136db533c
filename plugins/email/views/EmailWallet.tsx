import { ListButton, useAirlockInstance, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useState } from 'react'
import { describeEmailError } from '../describeEmailError.js'
import catalogs from '../messages?catalogs'

/** "Email and keys": the email the embedded wallet opens with, and changing it, the recovery password, key export. */
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
  const chain = useProxyState(airlock.chain.state)
  const address = chain.accounts[chain.activeNamespace]?.user?.email
  return (
    <div className="airlock-stack">
      {address && (
        <p className="airlock-muted" data-testid="email-wallet-address">
          {/* Isolated, so an email reads left to right inside a right-to-left sentence. */}
          {t('email.wallet.signedInAs', { email: `\u2068${address}\u2069` })}
        </p>
      )}
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
