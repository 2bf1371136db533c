import { useEffect, useRef } from 'react'
import { type ViewRegistry, walletConnectLink } from 'airlock/kit'
import { QrCode, Spinner, StyleSheet, useAirlockInstance, useMessages, useTimeLeft, WalletImage } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { CopyLinkButton } from './CopyLinkButton.js'
import { PhoneWallets } from './PhoneWallets.js'
import { useWalletConnectPairing } from './useWalletConnectPairing.js'
import { walletConnectStyles } from './walletConnectStyles.js'

const isWebLink = (href: string) => /^https?:/i.test(href)

function TimeLeft({ expiresAt }: { expiresAt: number }) {
  const t = useMessages(catalogs)
  const seconds = useTimeLeft(expiresAt)
  // role=timer is a live region that stays silent: the time is there to read, not announced every second.
  return (
    <p role="timer" className="airlock-muted airlock-timer">
      {t('walletconnect.expiresIn', { time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` })}
    </p>
  )
}

/**
 * The body of the WalletConnect views: a QR code of the pairing URI with Copy link and the
 * time left, refreshed when it expires, and the declined and failed states with Try again.
 * For a wallet of the registry, its link opens it on the URI: on a phone at once (no code
 * to scan), elsewhere from an "Open in …" button beside the code. On a phone with no wallet
 * chosen, no code either (nothing can scan the screen showing it): the registry's wallets
 * that open by their own link, with Copy link beside.
 */
export function WalletConnectPairing({ wallet }: { wallet?: ViewRegistry['ConnectingWalletConnect'] }) {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const { state, retry } = useWalletConnectPairing()
  const root = useRef<HTMLDivElement>(null)
  const mobile = airlock.isMobile()
  const base = wallet && (mobile ? (wallet.mobileLink ?? wallet.webappLink) : (wallet.desktopLink ?? wallet.webappLink))
  const uri = state.kind === 'waiting' ? state.uri : undefined
  const href = base && uri ? walletConnectLink(base, uri) : undefined
  const inWallet = mobile && Boolean(base)
  const phone = mobile && !wallet
  const firstUri = state.kind === 'waiting' && !state.renewed

  useEffect(() => {
    // On a phone the chosen wallet opens as soon as its first link is ready; a web app in
    // a new tab, so the app stays open in this one.
    if (!inWallet || !href || !firstUri) return
    if (isWebLink(href)) window.open(href, '_blank', 'noopener,noreferrer')
    else window.location.href = href
  }, [inWallet, href, firstUri])

  const again = (
    <button
      type="button"
      className="airlock-secondary"
      onClick={() => {
        retry()
        // The button goes away with its state; keep focus in the view.
        root.current?.focus()
      }}
    >
      {t('walletconnect.tryAgain')}
    </button>
  )
  // A wallet's own link (`base`) comes only with a wallet of the registry: the texts about it name it.
  const name = wallet?.name ?? ''
  const scanText = wallet ? t('walletconnect.scanWith', { name }) : t('walletconnect.scanWithPhone')

  return (
    <div ref={root} tabIndex={-1} className="airlock-center">
      <StyleSheet id="airlock-walletconnect" css={walletConnectStyles} />
      {wallet && inWallet && <WalletImage name={wallet.name} src={wallet.icon} size={72} />}
      {!inWallet && !phone && (state.kind === 'loading' || state.kind === 'waiting' || state.kind === 'expired') && (
        <div className="airlock-qr">
          {uri ? (
            <QrCode value={uri} label={wallet ? t('walletconnect.qr.label', { name }) : t('walletconnect.qr.labelAny')} />
          ) : (
            <Spinner label={state.kind === 'expired' ? t('walletconnect.qr.renewing') : t('walletconnect.qr.preparing')} />
          )}
        </div>
      )}
      {inWallet && (state.kind === 'loading' || state.kind === 'expired') && <Spinner label={t('walletconnect.link.preparing', { name })} />}
      {phone && (state.kind === 'loading' || state.kind === 'expired') && <Spinner label={t('walletconnect.phone.preparing')} />}
      <div role="status" className="airlock-stack">
        {state.kind === 'waiting' && <strong>{inWallet ? t('walletconnect.continueIn', { name }) : phone ? t('walletconnect.phone.choose') : scanText}</strong>}
        {state.kind === 'waiting' && state.renewed && <span className="airlock-visually-hidden">{t('walletconnect.renewed')}</span>}
        {state.kind === 'expired' && <strong>{t('walletconnect.expired')}</strong>}
        {state.kind === 'declined' && <strong className="airlock-error-text">{t('walletconnect.declined')}</strong>}
        {state.kind === 'failed' && <strong className="airlock-error-text">{state.message ?? t('walletconnect.failed')}</strong>}
      </div>
      {state.kind === 'waiting' && (
        <>
          {phone && <PhoneWallets uri={state.uri} />}
          <p className="airlock-muted">
            {inWallet
              ? t('walletconnect.acceptIn', { name })
              : wallet
                ? t('walletconnect.openAndScan', { name })
                : phone
                  ? t('walletconnect.phone.hint')
                  : t('walletconnect.openAnyAndScan')}
          </p>
          <TimeLeft expiresAt={state.expiresAt} />
          <div className="airlock-row">
            {href && (
              <a className="airlock-secondary" href={href} {...(isWebLink(href) && { target: '_blank', rel: 'noopener noreferrer' })}>
                {inWallet ? t('walletconnect.open', { name }) : t('walletconnect.openIn', { name })}
              </a>
            )}
            <CopyLinkButton uri={state.uri} />
          </div>
        </>
      )}
      {state.kind === 'declined' && (
        <>
          <p className="airlock-muted">{t('walletconnect.declinedHint')}</p>
          {again}
        </>
      )}
      {state.kind === 'failed' && again}
    </div>
  )
}
