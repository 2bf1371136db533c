import type { Contribution } from 'airlock'
import { ListButton, useAirlockInstance, useContributionText, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'

type WalletAction = Extract<Contribution, { kind: 'walletAction' }>

/** Another feature's entry in this menu (passkeys …), in the person's language. */
function WalletActionButton({ action }: { action: WalletAction }) {
  const airlock = useAirlockInstance()
  const { label, tag } = useContributionText(action)
  return (
    <ListButton
      {...(action.icon && { icon: action.icon })}
      label={label}
      tag={tag}
      onPointerEnter={() => airlock.plugins.prefetchView(action.view)}
      onClick={() => (airlock.router.push as (view: string, data?: unknown) => void)(action.view, action.data)}
    />
  )
}

/**
 * What an embedded-wallet user can do with the wallet: change email, recovery password, key
 * export, and what other features add to this menu (`walletAction` contributions: passkeys).
 */
export default function EmailWallet() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.wallet.title'))
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  return (
    <div className="airlock-stack">
      <ListButton
        icon="mail"
        label={t('email.wallet.changeEmail')}
        onClick={() => {
          // With the second factor on, the step-up comes first, so the form keeps what is typed.
          void email.embedded().then((embedded) => embedded.stepUp('change_email')).then(() => airlock.router.push('EmailUpdate'), () => {})
        }}
      />
      <ListButton icon="wallet" label={t('email.wallet.recovery')} onClick={() => airlock.router.push('EmailRecovery')} />
      {airlock.plugins.contributions('walletAction').map((action) => (
        <WalletActionButton key={action.id} action={action} />
      ))}
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
