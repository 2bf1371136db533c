import { createHash } from 'node:crypto'
import type { RelayPeer } from './RelayPeer.js'

/**
 * The subscription id the clients compute on their own side (they skip the subscribe call for
 * pairing and session topics and still expect pushes under this id).
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId).digest('hex')
}

/** Which open sockets listen on which topics. */
export interface Subscriptions {
  /** Subscribes `peer` to `topic`; returns the subscription id. Subscribing twice is harmless. */
  add(peer: RelayPeer, topic: string): string
  remove(peer: RelayPeer, topic: string): void
  /** Forgets every subscription of a closed socket. */
  removePeer(peer: RelayPeer): void
  /** The sockets subscribed to `topic`. */
  subscribers(topic: string): RelayPeer[]
}

/** Creates the topic ↔ socket registry of one relay. */
export function createSubscriptions(): Subscriptions {
  const peersByTopic = new Map<string, Set<RelayPeer>>()
  const topicsByPeer = new Map<RelayPeer, Set<string>>()

  function link<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
    const values = map.get(key) ?? new Set<V>()
    values.add(value)
    map.set(key, values)
  }

  function unlink<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
    const values = map.get(key)
    values?.delete(value)
    if (values?.size === 0) map.delete(key)
  }

  return {
    add(peer, topic) {
      link(peersByTopic, topic, peer)
      link(topicsByPeer, peer, topic)
      return subscriptionId(topic, peer.clientId)
    },
    remove(peer, topic) {
      unlink(peersByTopic, topic, peer)
      unlink(topicsByPeer, peer, topic)
    },
    removePeer(peer) {
      for (const topic of topicsByPeer.get(peer) ?? []) unlink(peersByTopic, topic, peer)
      topicsByPeer.delete(peer)
    },
    subscribers(topic) {
      return [...(peersByTopic.get(topic) ?? [])]
    },
  }
}
