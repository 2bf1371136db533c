/** A published message, kept until it expires for subscribers that have not received it. */
export interface StoredMessage {
  readonly topic: string
  /** The encrypted envelope exactly as published; the relay never reads it. */
  readonly message: string
  /** Milliseconds since the epoch, as clients expect in `publishedAt`. */
  readonly publishedAt: number
  readonly tag: number
  /** The publisher's Verify attestation, passed on untouched when it sent one. */
  readonly attestation: string | undefined
  readonly expiresAt: number
  /** The publisher's client id; the message is never delivered back to it. */
  readonly publisherId: string
  /** Client ids that acknowledged or fetched it, so a later subscribe does not resend it. */
  readonly receivedBy: Set<string>
}

/** What a publish hands to the store. */
export interface NewMessage {
  topic: string
  message: string
  tag: number
  /** How long the publisher wants it kept, in seconds. */
  ttlSeconds: number
  attestation?: string | undefined
  publisherId: string
}

/** Messages per topic, with expiry and per-client receipt. */
export interface MessageStore {
  /** Stores a message; returns `undefined` for a repeat of one already stored (clients retry). */
  add(input: NewMessage): StoredMessage | undefined
  /** Messages on `topic` that `clientId` neither published nor received, oldest first. */
  owed(topic: string, clientId: string): StoredMessage[]
  /** Records that `clientId` has the message. */
  markReceived(message: StoredMessage, clientId: string): void
  /** Drops expired messages. */
  prune(): void
}

/** Options of `createMessageStore`. */
export interface CreateMessageStoreOptions {
  /** Longest any message is kept, in seconds. Default: whatever each publish's ttl asks. */
  maxTtlSeconds?: number
  /** Clock, for tests. Default: `Date.now`. */
  now?: () => number
}

/** Creates the in-memory store that lets a message reach a client that subscribes after it is sent. */
export function createMessageStore(options: CreateMessageStoreOptions = {}): MessageStore {
  const now = options.now ?? Date.now
  const byTopic = new Map<string, StoredMessage[]>()

  function live(topic: string): StoredMessage[] {
    const at = now()
    const kept = (byTopic.get(topic) ?? []).filter((stored) => stored.expiresAt > at)
    if (kept.length) byTopic.set(topic, kept)
    else byTopic.delete(topic)
    return kept
  }

  return {
    add(input) {
      const messages = live(input.topic)
      if (messages.some((stored) => stored.message === input.message)) return undefined
      const ttl = Math.min(input.ttlSeconds, options.maxTtlSeconds ?? Infinity)
      const publishedAt = now()
      const stored: StoredMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        tag: input.tag,
        attestation: input.attestation,
        expiresAt: publishedAt + ttl * 1000,
        publisherId: input.publisherId,
        receivedBy: new Set(),
      }
      byTopic.set(input.topic, [...messages, stored])
      return stored
    },
    owed(topic, clientId) {
      return live(topic).filter(
        (stored) => stored.publisherId !== clientId && !stored.receivedBy.has(clientId),
      )
    },
    markReceived(message, clientId) {
      message.receivedBy.add(clientId)
    },
    prune() {
      for (const topic of [...byTopic.keys()]) live(topic)
    },
  }
}
