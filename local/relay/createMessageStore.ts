import { createHash } from 'node:crypto'

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
  /** Longest any message is kept, in seconds; a publish asking more is kept this long. Default: 86 400 (a day). */
  maxTtlSeconds?: number
  /** Most message bytes kept at once, over all topics; past it a publish is refused. Default: 64 MiB. */
  maxStoredBytes?: number
  /** Clock, for tests. Default: `Date.now`. */
  now?: () => number
}

/** Thrown by `add` when the store holds `maxStoredBytes` already. */
export class MessageStoreFullError extends Error {
  override name = 'MessageStoreFullError'
}

/**
 * Creates the in-memory store that lets a message reach a client that subscribes after it is
 * sent. Each topic keeps its messages by the SHA-256 of their text, so a repeated publish is
 * found in constant time however many messages the topic holds.
 */
export function createMessageStore(options: CreateMessageStoreOptions = {}): MessageStore {
  const now = options.now ?? Date.now
  const maxTtlSeconds = options.maxTtlSeconds ?? 86_400
  const maxStoredBytes = options.maxStoredBytes ?? 64 * 1024 * 1024
  const byTopic = new Map<string, Map<string, StoredMessage>>()
  let storedBytes = 0

  const drop = (messages: Map<string, StoredMessage>, key: string, stored: StoredMessage) => {
    messages.delete(key)
    storedBytes -= stored.message.length
  }
  // The topic's messages, with the expired ones dropped.
  function live(topic: string): Map<string, StoredMessage> | undefined {
    const messages = byTopic.get(topic)
    if (!messages) return undefined
    const at = now()
    for (const [key, stored] of messages) if (stored.expiresAt <= at) drop(messages, key, stored)
    if (messages.size === 0) byTopic.delete(topic)
    return messages.size ? messages : undefined
  }
  return {
    add(input) {
      const key = createHash('sha256').update(input.message).digest('base64')
      const existing = byTopic.get(input.topic)?.get(key)
      if (existing && existing.expiresAt > now()) return undefined
      if (storedBytes + input.message.length > maxStoredBytes) {
        for (const topic of [...byTopic.keys()]) live(topic)
        if (storedBytes + input.message.length > maxStoredBytes) throw new MessageStoreFullError('The relay holds as many messages as it keeps')
      }
      const ttl = Math.min(input.ttlSeconds, maxTtlSeconds)
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
      const messages = byTopic.get(input.topic) ?? new Map<string, StoredMessage>()
      if (existing) drop(messages, key, existing)
      messages.set(key, stored)
      byTopic.set(input.topic, messages)
      storedBytes += stored.message.length
      return stored
    },
    owed(topic, clientId) {
      return [...(live(topic)?.values() ?? [])].filter(
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
