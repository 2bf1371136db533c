import type { Contribution, ConnectorRegistry } from 'airlock/kit'
import { ListButton, useAirlockInstance, useContributionText, useMessages, usePluginApi, useProxyState, useViewTitle, WithEmail } from 'airlock/react/kit'
import { useEffect, useState } from 'react'
import { describeEmailError } from '../describeEmailError.js'
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
 * "Email and keys": the email the embedded wallet opens with, and changing it, the recovery
 * password, key export, and what other features add to this menu (`walletAction`
 * contributions: passkeys).
 */
export default function EmailWallet() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.wallet.title'))
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  const [error, setError] = useState<string>()
  // The connector, for where it keeps the wallet (a window that forgets it says so).
  const [embedded, setEmbedded] = useState<ConnectorRegistry['embedded']>()
  useEffect(() => {
    let live = true
    void email.embedded().then((connector) => live && setEmbedded(connector))
    return () => {
      live = false
    }
  }, [email])
  const openExport = () => {
    setError(undefined)
    // The keys are shown only on the wallet's own top-level page, never in this page. The
    // window opens during the click (what popup blockers allow); its address, which carries
    // this session's export ticket, follows once the frame has made one. Everything after
    // (with the second factor on, the step-up too) happens on that page: one press here.
    const popup = window.open('about:blank', '_blank')
    if (popup) popup.opener = null
    void email
      .embedded()
      .then((connector) => connector.exportPageUrl())
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
          <WithEmail email={address} text={(email) => t('email.wallet.signedInAs', { email })} />
        </p>
      )}
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
      <ListButton icon="external" label={t('email.wallet.exportKeys')} onClick={openExport} />
      {error && (
        <p className="airlock-error-text" role="alert">
          {error}
        </p>
      )}
      <p className="airlock-muted">{t('email.wallet.exportNote')}</p>
      {embedded?.frameStorage() === 'memory' && (
        <p className="airlock-muted" data-testid="email-storage-forgets">
          {t('email.storage.forgets')}
        </p>
      )}
    </div>
  )
}
