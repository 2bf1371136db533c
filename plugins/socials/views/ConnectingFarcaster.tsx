import { CopyButton, QrCode, Spinner, useAirlockInstance, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useEffect } from 'react'
import catalogs from '../messages?catalogs'

/**
 * Sign In With Farcaster: the channel's link as a QR code and as a link (on a phone, the
 * Farcaster client opens on it), while the frame waits for the approval. Back while not
 * connected follows SPEC §2's rule (the controller's `leaveFarcaster`).
 */
export default function ConnectingFarcaster() {
  const t = useMessages(catalogs)
  useViewTitle(t('socials.farcaster.title'))
  const airlock = useAirlockInstance()
  const socials = usePluginApi('socials')
  const state = useProxyState(socials.state)

  useEffect(() => {
    void socials.signInWithFarcaster()
    return () => socials.leaveFarcaster()
  }, [socials])

  const url = state.farcasterUrl
  if (!url) {
    return (
      <div className="airlock-stack airlock-center">
        <Spinner label={t('socials.farcaster.loading')} />
        {state.error && <p className="airlock-error-text" role="alert">{state.error}</p>}
      </div>
    )
  }
  return (
    <div className="airlock-stack airlock-center">
      {!airlock.isMobile() && <QrCode value={url} label={t('socials.farcaster.qr')} />}
      <p className="airlock-muted">{t('socials.farcaster.scan')}</p>
      <div className="airlock-row">
        <a className="airlock-link" href={url} target="_blank" rel="noreferrer noopener" data-testid="farcaster-link">
          {t('socials.farcaster.open')}
        </a>
        <CopyButton value={url} what="link" />
      </div>
      {state.step === 'connecting' ? <Spinner label={t('socials.connecting')} /> : <p className="airlock-muted" role="status">{t('socials.farcaster.waiting')}</p>}
      {state.error && <p className="airlock-error-text" role="alert">{state.error}</p>}
    </div>
  )
}
