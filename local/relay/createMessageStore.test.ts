import { describe, expect, it } from 'vitest'
import { createMessageStore, MessageStoreFullError, type NewMessage } from './createMessageStore.js'

const message = (overrides: Partial<NewMessage> = {}): NewMessage => ({
  topic: 't',
  message: 'm',
  tag: 1108,
  ttlSeconds: 300,
  publisherId: 'did:key:zA',
  ...overrides,
})

describe('createMessageStore', () => {
  it('default: owes a message to everyone but its publisher until they receive it', () => {
    const store = createMessageStore()
    const stored = store.add(message())
    expect(store.owed('t', 'did:key:zA')).toEqual([])
    expect(store.owed('t', 'did:key:zB')).toEqual([stored])
    store.markReceived(stored!, 'did:key:zB')
    expect(store.owed('t', 'did:key:zB')).toEqual([])
    expect(store.owed('t', 'did:key:zC')).toEqual([stored])
  })

  it('behavior: a message expires after its ttl, capped by maxTtlSeconds', () => {
    let now = 1_000_000
    const store = createMessageStore({ now: () => now, maxTtlSeconds: 60 })
    store.add(message({ ttlSeconds: 86_400 }))
    now += 59_000
    expect(store.owed('t', 'did:key:zB')).toHaveLength(1)
    now += 2_000
    store.prune()
    expect(store.owed('t', 'did:key:zB')).toEqual([])
  })

  it('behavior: a retried publish of the same message is stored once', () => {
    const store = createMessageStore()
    expect(store.add(message())).toBeDefined()
    expect(store.add(message())).toBeUndefined()
    expect(store.add(message({ message: 'other' }))).toBeDefined()
    expect(store.owed('t', 'did:key:zB').map((stored) => stored.message)).toEqual(['m', 'other'])
  })

  it('default: a message asking to be kept a year is kept a day', () => {
    let now = 1_000_000
    const store = createMessageStore({ now: () => now })
    store.add(message({ ttlSeconds: 365 * 86_400 }))
    now += 86_400_000 + 1
    expect(store.owed('t', 'did:key:zB')).toEqual([])
  })

  it('error: past maxStoredBytes a publish is refused until expired messages free their room', () => {
    let now = 1_000_000
    const store = createMessageStore({ now: () => now, maxStoredBytes: 10 })
    store.add(message({ message: '12345678', ttlSeconds: 60 }))
    expect(() => store.add(message({ topic: 'u', message: 'abc' }))).toThrow(MessageStoreFullError)
    now += 61_000
    expect(store.add(message({ topic: 'u', message: 'abc' }))).toBeDefined()
  })

  it('behavior: repeats are found among many messages of one topic', () => {
    // 50,000 publishes on one topic: constant-time lookups take well under a second, where a
    // scan of the topic's messages on every publish (2.5 billion comparisons) never finishes.
    const store = createMessageStore()
    for (let i = 0; i < 50_000; i++) store.add(message({ message: `m${i}` }))
    expect(store.add(message({ message: 'm49999' }))).toBeUndefined()
    expect(store.add(message({ message: 'm0' }))).toBeUndefined()
    expect(store.owed('t', 'did:key:zB')).toHaveLength(50_000)
  })
})
