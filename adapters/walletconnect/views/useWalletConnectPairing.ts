import { useEffect, useState } from 'react'
import { closeAfterConnect, WalletError } from 'airlock/kit'
import { useAirlockInstance } from 'airlock/react/kit'

/** Where a WalletConnect pairing stands, as the QR views show it. */
export type PairingState =
  | { kind: 'loading' }
  /** A URI is on offer until `expiresAt`; `renewed` once it replaced an expired one. */
  | { kind: 'waiting'; uri: string; expiresAt: number; renewed: boolean }
  /** The last URI expired; a fresh one is on its way. */
  | { kind: 'expired' }
  | { kind: 'declined' }
  /** `message` is the wallet error's own short message, if it has one. */
  | { kind: 'failed'; message: string | undefined }

/**
 * Runs one WalletConnect pairing through the connection service while the calling view is shown: the
 * URIs to show, refreshed near expiry, then the outcome. Success closes the modal, unless
 * the wallet is on a network the app does not support (the kernel then shows that view).
 * Leaving the view abandons the pairing; `retry` starts a new one.
 */
export function useWalletConnectPairing(): { state: PairingState; retry(): void } {
  const airlock = useAirlockInstance()
  const [state, setState] = useState<PairingState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    const from = airlock.router.state.view
    const { signal } = controller
    let expired = false
    setState({ kind: 'loading' })
    airlock
      .connection()
      .then((connection) =>
        connection.connectWith('walletconnect', (walletConnect) =>
          walletConnect.pair((event) => {
            if (signal.aborted) return
            if (event.kind === 'expired') {
              expired = true
              setState({ kind: 'expired' })
            } else setState({ kind: 'waiting', uri: event.uri, expiresAt: event.expiresAt, renewed: expired })
          }, signal),
        ),
      )
      .then(
        () => {
          if (!signal.aborted) closeAfterConnect(airlock, from)
        },
        (error: unknown) => {
          if (signal.aborted) return
          if (error instanceof WalletError && error.code === 'USER_REJECTED') setState({ kind: 'declined' })
          else setState({ kind: 'failed', message: error instanceof WalletError ? error.shortMessage : undefined })
        },
      )
    return () => controller.abort(new DOMException('The pairing view was left', 'AbortError'))
  }, [airlock, attempt])

  return { state, retry: () => setAttempt((count) => count + 1) }
}
