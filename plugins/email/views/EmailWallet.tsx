import { ListButton, useAirlockInstance, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { emailTexts as t } from '../emailTexts.js'

/** What an email user can do with the embedded wallet: change email, recovery password, key export. */
export default function EmailWallet() {
  useViewTitle(t.walletTitle)
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  return (
    <div className="airlock-stack">
      <ListButton icon="mail" label={t.changeEmail} onClick={() => airlock.router.push('EmailUpdate')} />
      <ListButton icon="wallet" label={t.recovery} onClick={() => airlock.router.push('EmailRecovery')} />
      <ListButton
        icon="external"
        label={t.exportKeys}
        onClick={() => {
          // The keys are shown only on the wallet's own top-level page, never in this page.
          void email.embedded().then((embedded) => window.open(embedded.pageUrl('export'), '_blank', 'noopener'))
        }}
      />
      <p className="airlock-muted">{t.exportNote}</p>
    </div>
  )
}
