import type { StoredMessage } from './createMessageStore.js'
import { subscriptionId } from './createSubscriptions.js'
import type { RelayPeer } from './RelayPeer.js'

let lastPushId = 0

/**
 * Pushes a stored message to a subscriber as `irn_subscription` and keeps it in the peer's
 * `awaitingAck` until the client answers, so an unacknowledged message is sent again on its
 * next subscribe.
 */
export function pushMessage(peer: RelayPeer, stored: StoredMessage): void {
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
