import type { PairingEvent } from './WalletConnectConnector.js'
import { isPairingExpired, PAIRING_WINDOW_MS } from './isPairingExpired.js'
import { toProviderError } from './toProviderError.js'
import type { AuthenticateRequest, Cacao, RequestedNamespace, WalletConnectClient } from './WalletConnectClient.js'

/** Options of `pairWithWallet`. */
export interface PairWithWalletOptions {
  namespaces: Record<string, RequestedNamespace>
  onPairing(event: PairingEvent): void
  signal?: AbortSignal | undefined
  /** Clock, for tests. Default: `Date.now`. */
  now?: () => number
  /**
   * One-click auth: each proposal asks the wallet to sign in as it approves (`authenticate`),
   * and what it signed goes to `onSigned` before the pairing resolves.
   */
  authenticate?: { request: AuthenticateRequest; onSigned(auths: Cacao[]): Promise<void> } | undefined
}

// Checked every second against the clock rather than with one long timer, so that a laptop
// waking from sleep refreshes a stale code at once.
const CHECK_INTERVAL_MS = 1_000

/**
 * Proposes a session over `client` and keeps a pairing URI on offer until a wallet answers:
 * each URI is shown for the 4-minute window, and when 10 s or less of it remain a fresh
 * proposal replaces it (SPEC §5, §9). Resolves once any proposal made here is approved;
 * rejects with the wallet's answer to the latest one (4001 when declined), or when `signal`
 * aborts, which also stops listening on the pairings made here, so none is approved later.
 */
export function pairWithWallet(client: WalletConnectClient, options: PairWithWalletOptions): Promise<void> {
  const now = options.now ?? Date.now
  const { signal } = options
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    let expiresAt = Number.POSITIVE_INFINITY
    let latest = 0
    let done = false
    const topics: string[] = []

    const finish = (settle: () => void) => {
      if (done) return
      done = true
      clearInterval(check)
      client.removeListener('display_uri', onUri)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    const onUri = (uri: string) => {
      // wc:{topic}@2?…: the pairing's topic, to stop listening on it if abandoned.
      topics.push(uri.slice(3, uri.indexOf('@')))
      expiresAt = now() + PAIRING_WINDOW_MS
      options.onPairing({ kind: 'uri', uri, expiresAt })
    }
    const onAbort = () => {
      finish(() => reject(signal?.reason))
      // Only this pairing's topics: another pairing may have started meanwhile.
      for (const topic of topics) void client.client.core.relayer.subscriber.unsubscribe(topic).catch(() => {})
    }
    const propose = () => {
      const attempt = ++latest
      const { authenticate } = options
      const proposal = authenticate
        ? client.authenticate(authenticate.request).then(async (result) => {
            if (result?.auths?.length) await authenticate.onSigned(result.auths)
          })
        : client.connect({ optionalNamespaces: options.namespaces })
      proposal.then(
        // A wallet that scanned the previous code just before it was replaced still connects.
        () => finish(resolve),
        // Only the latest proposal's failure counts: earlier ones were replaced on purpose.
        (error: unknown) => attempt === latest && finish(() => reject(toProviderError(error))),
      )
    }
    const check = setInterval(() => {
      if (!isPairingExpired(expiresAt, now())) return
      expiresAt = Number.POSITIVE_INFINITY
      options.onPairing({ kind: 'expired' })
      propose()
    }, CHECK_INTERVAL_MS)

    client.on('display_uri', onUri)
    signal?.addEventListener('abort', onAbort, { once: true })
    propose()
  })
}
