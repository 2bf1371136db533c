import type { WalletConnectSession } from './WalletConnectSession.js'

/** The wallet id the kernel records for a connection made over WalletConnect. */
export const WALLETCONNECT_WALLET_ID = 'walletconnect'

/** What the pairing shows: a URI to scan or open, or that the last one expired. */
export type PairingEvent =
  /** A pairing URI, valid until `expiresAt` (ms since the epoch). */
  | { kind: 'uri'; uri: string; expiresAt: number }
  /** The last URI is about to expire; a fresh one follows unless fetching it fails. */
  | { kind: 'expired' }

/**
 * The WalletConnect side of one kernel, loaded on first use (adapters/walletconnect): one
 * client per instance, created lazily.
 */
export interface WalletConnectConnector {
  /**
   * Proposes a session: `onPairing` gets each pairing URI, a fresh one whenever the last
   * nears the end of its window. Resolves with the approved session; rejects when the
   * wallet declines (code 4001) or `signal` aborts.
   */
  pair(onPairing: (event: PairingEvent) => void, signal?: AbortSignal): Promise<WalletConnectSession>
  /** The session persisted by an earlier page load, when it is still alive. */
  restore(): Promise<WalletConnectSession | undefined>
}
