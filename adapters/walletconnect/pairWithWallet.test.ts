import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PairingEvent } from './WalletConnectConnector.js'
import { pairWithWallet } from './pairWithWallet.js'
import type { WalletConnectClient } from './WalletConnectClient.js'

/** A stand-in client: each connect emits a fresh URI and waits for the test to settle it. */
function createFakeClient() {
  const events = new EventEmitter()
  const proposals: { resolve(): void; reject(error: unknown): void }[] = []
  const unsubscribed: string[] = []
  const client = {
    on: (event: string, listener: (...args: any[]) => void) => void events.on(event, listener),
    removeListener: (event: string, listener: (...args: any[]) => void) => void events.off(event, listener),
    connect: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          proposals.push({ resolve, reject })
          queueMicrotask(() => events.emit('display_uri', `wc:topic${proposals.length}@2?relay-protocol=irn&symKey=ab`))
        }),
    ),
    client: { core: { relayer: { subscriber: { unsubscribe: vi.fn(async (topic: string) => void unsubscribed.push(topic)) } } } },
  } as unknown as WalletConnectClient
  return { client, proposals, unsubscribed, listeners: () => events.listenerCount('display_uri') }
}

const namespaces = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [], rpcMap: {} } }

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
afterEach(() => vi.useRealTimers())

describe('pairWithWallet', () => {
  it('default: offers the URI for a 4-minute window and resolves once the wallet approves', async () => {
    const { client, proposals, listeners } = createFakeClient()
    const events: PairingEvent[] = []
    const paired = pairWithWallet(client, { namespaces, onPairing: (event) => events.push(event) })
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual([{ kind: 'uri', uri: expect.stringMatching(/^wc:topic1@2/), expiresAt: 1_000_000 + 240_000 }])
    expect(client.connect).toHaveBeenCalledWith({ optionalNamespaces: namespaces })
    proposals[0]!.resolve()
    await expect(paired).resolves.toBeUndefined()
    expect(listeners()).toBe(0)
  })

  it('rule pairing expiry: with 10 s or less left a fresh URI replaces the old one, not before', async () => {
    const { client, proposals } = createFakeClient()
    const events: PairingEvent[] = []
    void pairWithWallet(client, { namespaces, onPairing: (event) => events.push(event) })
    await vi.advanceTimersByTimeAsync(229_000)
    expect(events.map((event) => event.kind)).toEqual(['uri'])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(events.map((event) => event.kind)).toEqual(['uri', 'expired', 'uri'])
    expect(events[2]).toMatchObject({ uri: expect.stringMatching(/^wc:topic2@/), expiresAt: 1_000_000 + 230_000 + 240_000 })
    expect(proposals).toHaveLength(2)
  })

  it('behavior: the replaced proposal failing is ignored; the current one still connects', async () => {
    const { client, proposals } = createFakeClient()
    let settled = false
    const paired = pairWithWallet(client, { namespaces, onPairing: () => {} }).finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(231_000)
    proposals[0]!.reject({ code: 0, message: 'Proposal expired' })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    proposals[1]!.resolve()
    await expect(paired).resolves.toBeUndefined()
  })

  it('behavior: a wallet approving the replaced proposal still connects', async () => {
    const { client, proposals } = createFakeClient()
    const paired = pairWithWallet(client, { namespaces, onPairing: () => {} })
    await vi.advanceTimersByTimeAsync(231_000)
    expect(proposals).toHaveLength(2)
    proposals[0]!.resolve()
    await expect(paired).resolves.toBeUndefined()
  })

  it('error: a declined proposal rejects with 4001 and stops refreshing', async () => {
    const { client, proposals } = createFakeClient()
    const events: PairingEvent[] = []
    const paired = pairWithWallet(client, { namespaces, onPairing: (event) => events.push(event) })
    const outcome = paired.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    proposals[0]!.reject({ code: 5000, message: 'User rejected.' })
    expect(await outcome).toMatchObject({ code: 4001 })
    await vi.advanceTimersByTimeAsync(300_000)
    expect(events).toHaveLength(1)
  })

  it('error: aborting rejects with the reason and stops listening on the pairings made', async () => {
    const { client, unsubscribed } = createFakeClient()
    const controller = new AbortController()
    const paired = pairWithWallet(client, { namespaces, onPairing: () => {}, signal: controller.signal })
    const outcome = paired.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(231_000)
    controller.abort(new Error('left'))
    expect(await outcome).toEqual(new Error('left'))
    expect(unsubscribed).toEqual(['topic1', 'topic2'])
  })
})
