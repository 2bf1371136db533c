import type { StoredMessage } from './createMessageStore.js'

/** One open socket of a relay client, as the relay's handlers see it. */
export interface RelayPeer {
  /** The client's id: the `iss` (a did:key) of the JWT it connected with. */
  readonly clientId: string
  /** Sends one JSON-RPC payload; dropped once the socket is closed. */
  send(payload: object): void
  /** Messages pushed to this socket, by the JSON-RPC id of their push, until the client acks. */
  readonly awaitingAck: Map<string, StoredMessage>
}
