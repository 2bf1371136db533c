import type { Connector, ConnectorSession } from 'airlock/kit'

/** What the pairing shows: a URI to scan or open, or that the last one expired. */
export type PairingEvent =
  /** A pairing URI, valid until `expiresAt` (ms since the epoch). */
  | { kind: 'uri'; uri: string; expiresAt: number }
  /** The last URI is about to expire; a fresh one follows unless fetching it fails. */
  | { kind: 'expired' }

/** The WalletConnect connector of one instance: one protocol client, created on first use. */
export interface WalletConnectConnector extends Connector {
  /**
   * Proposes a session: `onPairing` gets each pairing URI, a fresh one whenever the last
   * nears the end of its window. Resolves with the approved session; rejects when the
   * wallet declines (code 4001) or `signal` aborts.
   */
  pair(onPairing: (event: PairingEvent) => void, signal?: AbortSignal): Promise<ConnectorSession>
}
