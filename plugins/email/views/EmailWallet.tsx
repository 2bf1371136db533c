import { ListButton, useAirlockInstance, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'

/** "Email and keys": the email the embedded wallet opens with, and changing it, the recovery password, key export. */
export default function EmailWallet() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.wallet.title'))
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
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
      <ListButton
        icon="external"
        label={t('email.wallet.exportKeys')}
        onClick={() => {
          // The keys are shown only on the wallet's own top-level page, never in this page.
          void email.embedded().then((embedded) => window.open(embedded.pageUrl('export'), '_blank', 'noopener'))
        }}
      />
      <p className="airlock-muted">{t('email.wallet.exportNote')}</p>
    </div>
  )
}
