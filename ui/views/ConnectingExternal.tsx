import { useCallback, useEffect, useRef, useState } from 'react'
import { closeAfterConnect, type ViewRegistry, WalletError } from '../../airlock/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Spinner } from '../kit/Spinner.js'
import { WalletImage } from '../kit/WalletImage.js'
import { useProxyState } from '../kit/useProxyState.js'
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
      else setStatus({ kind: 'failed', message: error instanceof WalletError ? error.shortMessage : 'Something went wrong' })
    }
  }, [airlock, wallet])

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
  useAnnouncement(status.kind === 'waiting' && `Connecting to ${wallet.name}`)

  const retry = (
    <button type="button" className="airlock-secondary" onClick={() => void connect()}>
      Try again
    </button>
  )

  return (
    <div className="airlock-center">
      <WalletImage name={wallet.name} src={wallet.icon} size={72} />
      {status.kind === 'waiting' && (
        <>
          <Spinner label={`Waiting for ${wallet.name}`} />
          <strong>Continue in {wallet.name}</strong>
          <p className="airlock-muted">Accept the connection request in the wallet</p>
        </>
      )}
      {status.kind === 'declined' && (
        <>
          <strong className="airlock-error-text" role="alert">Connection declined</strong>
          <p className="airlock-muted">The request was declined in the wallet. A connection is also declined when an earlier request is still open there.</p>
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
          <strong>{wallet.name} is not installed in this browser</strong>
          <p className="airlock-muted">Install its browser extension, then come back and try again.</p>
          {wallet.homepage && (
            <a className="airlock-secondary" href={wallet.homepage} target="_blank" rel="noreferrer noopener">
              Get {wallet.name}
            </a>
          )}
          {retry}
        </>
      )}
    </div>
  )
}
