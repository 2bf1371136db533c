import type { StoredMessage } from './createMessageStore.js'
import { subscriptionId } from './createSubscriptions.js'
import type { RelayPeer } from './RelayPeer.js'

let lastPushId = 0

/** Whether `stored` was pushed to this socket and the client has not answered yet. */
export function isOnItsWay(peer: RelayPeer, stored: StoredMessage): boolean {
  for (const pushed of peer.awaitingAck.values()) if (pushed === stored) return true
  return false
}

/**
 * Pushes a stored message to a subscriber as `irn_subscription` and keeps it in the peer's
 * `awaitingAck` until the client answers. A socket is sent each message once: a message on its
 * way is not pushed again when the client subscribes again before answering (the 2.25 clients
 * resubscribe the topics they are still subscribing to on every heartbeat), since two copies
 * arriving together both pass the client's check for repeats and it handles the request twice.
 * A message the client answered with an error is sent again on its next subscribe, and one it
 * never answered, on its next socket.
 */
export function pushMessage(peer: RelayPeer, stored: StoredMessage): void {
  if (isOnItsWay(peer, stored)) return
  // Time-based like the clients' own ids, and strictly increasing so two pushes never share one.
  lastPushId = Math.max(lastPushId + 1, Date.now() * 1000)
  peer.awaitingAck.set(String(lastPushId), stored)
  peer.send({
    id: lastPushId,
    jsonrpc: '2.0',
    method: 'irn_subscription',
    params: {
      id: subscriptionId(stored.topic, peer.clientId),
      data: {
        topic: stored.topic,
        message: stored.message,
        publishedAt: stored.publishedAt,
        tag: stored.tag,
        // The local stack has no Verify service. An empty attestation tells the clients so;
        // without one they ask verify.walletconnect.org for every proposal and request.
        attestation: stored.attestation ?? '',
      },
    },
  })
}
