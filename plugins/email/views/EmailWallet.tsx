import { ListButton, useAirlockInstance, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'

/** What an email user can do with the embedded wallet: change email, recovery password, key export. */
export default function EmailWallet() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.wallet.title'))
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  return (
    <div className="airlock-stack">
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
