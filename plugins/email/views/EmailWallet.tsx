import type { Contribution, ConnectorRegistry } from 'airlock/kit'
import { ListButton, useAirlockInstance, useContributionText, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
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
  const [embedded, setEmbedded] = useState<ConnectorRegistry['embedded']>()
  useEffect(() => {
    let live = true
    void email.embedded().then((connector) => live && setEmbedded(connector))
    return () => {
      live = false
    }
  }, [email])
  // Back from the step-up key export asked for: the next press opens the export page.
  const [, setOpened] = useState(0)
  const exportConfirmed = embedded?.holdsStepUp('export_key') ?? false
  const openExport = () => {
    setError(undefined)
    if (embedded?.user()?.secondFactor && !embedded.holdsStepUp('export_key')) {
      // With the second factor on the step-up comes first, here in the modal. The export
      // window opens on the next press: once a passkey has answered, a popup blocker refuses it.
      void embedded.stepUp('export_key').catch(() => {})
      return
    }
    // The keys are shown only on the wallet's own top-level page, never in this page. The
    // window opens during the click (what popup blockers allow); its address, which carries
    // this session's export ticket, follows once the frame has made one.
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
      .finally(() => setOpened((count) => count + 1))
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
      {exportConfirmed && (
        <p className="airlock-muted" role="status">
          {t('email.wallet.exportConfirmed')}
        </p>
      )}
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
