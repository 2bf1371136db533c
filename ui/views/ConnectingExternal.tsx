import { useCallback, useEffect, useRef, useState } from 'react'
import { closeAfterConnect, type ViewRegistry, WalletError } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Spinner } from '../kit/Spinner.js'
import { WalletImage } from '../kit/WalletImage.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useWalletErrorMessage } from '../kit/useWalletErrorMessage.js'
import catalogs from '../messages?catalogs'
import type { ViewProps } from '../modal/useResolvedView.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import { useAnnouncement } from '../kit/useAnnouncement.js'

type Status = { kind: 'waiting' } | { kind: 'declined' } | { kind: 'failed'; message: string } | { kind: 'missing' }

/**
 * Connecting to a wallet in this browser: waiting for the person to approve in the
 * wallet, with declined and error states that offer a retry. Success closes the modal.
 */
export default function ConnectingExternal({ data: wallet }: ViewProps<ViewRegistry['ConnectingExternal']>) {
  useViewTitle(wallet.name)
  const t = useTextMessages(catalogs)
  const walletErrorMessage = useWalletErrorMessage()
  const airlock = useAirlockInstance()
  const { installed } = useProxyState(airlock.wallets.state)
  const [status, setStatus] = useState<Status>({ kind: 'waiting' })
  const attempt = useRef(0)
  const isInstalled = installed.some((item) => item.id === wallet.walletId || item.rdns === wallet.walletId)
  const known = isInstalled || airlock.wallets.state.recent.some((item) => item.id === wallet.walletId)

  const connect = useCallback(async () => {
    const current = ++attempt.current
    setStatus({ kind: 'waiting' })
    try {
      const connection = await airlock.connection()
      await connection.connect({ id: wallet.walletId, name: wallet.name, namespace: wallet.namespace, ...(wallet.icon && { icon: wallet.icon }) })
      if (current !== attempt.current) return
      closeAfterConnect(airlock, 'ConnectingExternal')
    } catch (error) {
      if (current !== attempt.current) return
      if (error instanceof WalletError && error.code === 'USER_REJECTED') setStatus({ kind: 'declined' })
      else if (error instanceof WalletError && error.code === 'WALLET_NOT_FOUND') setStatus({ kind: 'missing' })
      else setStatus({ kind: 'failed', message: walletErrorMessage(error) })
    }
  }, [airlock, wallet, walletErrorMessage])

  useEffect(() => {
    if (!known) {
      setStatus({ kind: 'missing' })
      return
    }
    void connect()
    // Leaving the view abandons the attempt's outcome.
    return () => {
      attempt.current++
    }
  }, [connect, known])

  // Waiting is said through the modal's live region; a decline or failure is an alert.
  useAnnouncement(status.kind === 'waiting' && t('connecting.announce', { wallet: wallet.name }))

  const retry = (
    <button type="button" className="airlock-secondary" onClick={() => void connect()}>
      {t('view.retry')}
    </button>
  )

  return (
    <div className="airlock-center">
      <WalletImage name={wallet.name} src={wallet.icon} size={72} />
      {status.kind === 'waiting' && (
        <>
          <Spinner label={t('connecting.waiting', { wallet: wallet.name })} />
          <strong>{t('connecting.continueIn', { wallet: wallet.name })}</strong>
          <p className="airlock-muted">{t('connecting.accept')}</p>
        </>
      )}
      {status.kind === 'declined' && (
        <>
          <strong className="airlock-error-text">{t('connecting.declined')}</strong>
          <p className="airlock-muted">{t('connecting.declinedDetail')}</p>
          {retry}
        </>
      )}
      {status.kind === 'failed' && (
        <>
          <strong className="airlock-error-text" role="alert">{status.message}</strong>
          {retry}
        </>
      )}
      {status.kind === 'missing' && (
        <>
          <strong>{t('connecting.missing', { wallet: wallet.name })}</strong>
          <p className="airlock-muted">{t('connecting.missingDetail')}</p>
          {wallet.homepage && (
            <a className="airlock-secondary" href={wallet.homepage} target="_blank" rel="noreferrer noopener">
              {t('connecting.get', { wallet: wallet.name })}
            </a>
          )}
          {retry}
        </>
      )}
    </div>
  )
}
