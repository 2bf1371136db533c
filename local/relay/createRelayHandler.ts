import { MessageStoreFullError, type MessageStore, type NewMessage, type StoredMessage } from './createMessageStore.js'
import type { Subscriptions } from './createSubscriptions.js'
import { isOnItsWay } from './pushMessage.js'
import type { RelayPeer } from './RelayPeer.js'
import { RelayRequestError } from './RelayRequestError.js'
import { type ParamsReader, readParams } from './readParams.js'

/** A message to push to a socket once the reply to the request that caused it is sent. */
export type Delivery = readonly [peer: RelayPeer, message: StoredMessage]

/** The outcome of one relay request. */
export interface RelayReply {
  result: unknown
  /** Sent after the reply, so a client learns its subscribe succeeded before messages arrive. */
  deliveries: Delivery[]
}

/** Answers one JSON-RPC request of a relay client; throws `RelayRequestError` to refuse it. */
export type RelayHandler = (peer: RelayPeer, method: string, params: unknown) => RelayReply

type Method = (peer: RelayPeer, params: ParamsReader, deliveries: Delivery[]) => unknown

// The clients leave the tags of the messages carried by wc_proposeSession and wc_approveSession
// to the relay; these are the tags (and ttl) they use when they publish such messages themselves.
const carried = {
  proposal: { tag: 1100, ttlSeconds: 300 },
  proposalResponse: { tag: 1101, ttlSeconds: 300 },
  settlement: { tag: 1102, ttlSeconds: 300 },
}

/** Options of `createRelayHandler`. */
export interface RelayHandlerOptions {
  /** Longest `message` a publish may carry, in characters (the envelopes are base64). Default: 256 KiB. */
  maxMessageBytes?: number
}

/** Creates the relay's JSON-RPC methods over one message store and subscription registry. */
export function createRelayHandler(store: MessageStore, subscriptions: Subscriptions, options: RelayHandlerOptions = {}): RelayHandler {
  const maxMessageBytes = options.maxMessageBytes ?? 256 * 1024
  function subscribe(peer: RelayPeer, topic: string, deliveries: Delivery[]): string {
    const id = subscriptions.add(peer, topic)
    for (const stored of store.owed(topic, peer.clientId)) deliveries.push([peer, stored])
    return id
  }

  function publish(peer: RelayPeer, message: Omit<NewMessage, 'publisherId'>, deliveries: Delivery[]) {
    if (message.message.length > maxMessageBytes) {
      throw new RelayRequestError('RELAY_INVALID_PARAMS', `params.message must be at most ${maxMessageBytes} bytes`)
    }
    let stored: StoredMessage | undefined
    try {
      stored = store.add({ ...message, publisherId: peer.clientId })
    } catch (error) {
      if (error instanceof MessageStoreFullError) throw new RelayRequestError('RELAY_STORE_FULL', error.message)
      throw error
    }
    if (!stored) return
    for (const subscriber of subscriptions.subscribers(message.topic)) {
      if (subscriber.clientId !== peer.clientId) deliveries.push([subscriber, stored])
    }
  }

  function readPublish(params: ParamsReader) {
    return {
      topic: params.string('topic'),
      message: params.string('message'),
      tag: params.number('tag', 0),
      ttlSeconds: params.number('ttl', 300),
      attestation: params.optionalString('attestation'),
    }
  }

  const methods: Record<string, Method> = {
    irn_subscribe: (peer, params, out) => subscribe(peer, params.string('topic'), out),
    irn_batchSubscribe: (peer, params, out) =>
      params.strings('topics').map((topic) => subscribe(peer, topic, out)),
    irn_unsubscribe: (peer, params) => {
      subscriptions.remove(peer, params.string('topic'))
      return true
    },
    irn_batchUnsubscribe: (peer, params) => {
      const topics = params.objects('subscriptions').map((item) => item.string('topic'))
      for (const topic of topics) subscriptions.remove(peer, topic)
      return true
    },
    irn_publish: (peer, params, out) => {
      publish(peer, readPublish(params), out)
      return true
    },
    irn_batchPublish: (peer, params, out) => {
      // Validate the whole batch before publishing any of it.
      const messages = params.objects('messages').map(readPublish)
      const tooLong = messages.find((m) => m.message.length > maxMessageBytes)
      if (tooLong) throw new RelayRequestError('RELAY_INVALID_PARAMS', `params.message must be at most ${maxMessageBytes} bytes`)
      for (const message of messages) publish(peer, message, out)
      return true
    },
    irn_batchFetchMessages: (peer, params) => {
      // A message pushed to this socket and not yet answered is on its way; it is not given twice.
      const owed = params
        .strings('topics')
        .flatMap((topic) => store.owed(topic, peer.clientId))
        .filter((stored) => !isOnItsWay(peer, stored))
      for (const stored of owed) store.markReceived(stored, peer.clientId)
      const messages = owed.map(({ topic, message, publishedAt, tag }) => ({
        topic,
        message,
        publishedAt,
        tag,
      }))
      return { messages, hasMore: false }
    },
    // 2.25 dapps create the pairing without subscribing to it and expect the relay to do so here.
    wc_proposeSession: (peer, params, out) => {
      const topic = params.string('pairingTopic')
      const message = params.string('sessionProposal')
      const attestation = params.optionalString('attestation')
      subscribe(peer, topic, out)
      publish(peer, { topic, message, attestation, ...carried.proposal }, out)
      return true
    },
    // Likewise the wallet skips subscribing to the new session topic.
    wc_approveSession: (peer, params, out) => {
      const pairingTopic = params.string('pairingTopic')
      const sessionTopic = params.string('sessionTopic')
      const response = params.string('sessionProposalResponse')
      const settlement = params.string('sessionSettlementRequest')
      subscribe(peer, sessionTopic, out)
      publish(peer, { topic: pairingTopic, message: response, ...carried.proposalResponse }, out)
      publish(peer, { topic: sessionTopic, message: settlement, ...carried.settlement }, out)
      return true
    },
  }

  return (peer, method, params) => {
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!run) throw new RelayRequestError('RELAY_METHOD_NOT_FOUND', `Unknown method: ${method}`)
    const deliveries: Delivery[] = []
    const result = run(peer, readParams(params), deliveries)
    return { result, deliveries }
  }
}
