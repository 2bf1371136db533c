import { describe, expect, test, vi } from 'vitest'
import { FRAME_STORE_CHANNEL } from './frameStoreMessages.js'
import { lendFrameStore } from './lendFrameStore.js'

const origin = 'http://localhost:8793'
const kept: [string, string][] = [['airlock-frame:demo:session', 'als_token'], ['airlock-frame:device-id', 'device']]

function setup() {
  const listeners = new Set<(event: unknown) => void>()
  const self = { location: { origin }, addEventListener: (_: string, l: (event: unknown) => void) => void listeners.add(l), removeEventListener: (_: string, l: (event: unknown) => void) => void listeners.delete(l) }
  const parent = { name: 'app' }
  const writes: unknown[] = []
  const debug = vi.fn()
  lendFrameStore({ self: self as never, parent, projectId: 'demo', entries: async () => kept, write: (w) => void writes.push(w), debug })
  /** A window posting `data` from `from`, whose parent is `under`; returns what it was sent. */
  const post = async (data: unknown, from = origin, under: unknown = parent) => {
    const posted: { message: unknown; target: string }[] = []
    const source = { parent: under, postMessage: (message: unknown, target: string) => posted.push({ message, target }) }
    for (const listener of listeners) listener({ origin: from, source, data })
    await new Promise((resolve) => setTimeout(resolve, 0))
    return posted
  }
  return { post, writes, debug }
}

describe('lendFrameStore', () => {
  test("default: a wallet page beside the hidden frame gets what the frame keeps, sent to the wallet's origin alone, and its writes are applied", async () => {
    const t = setup()
    expect(await t.post({ channel: FRAME_STORE_CHANNEL, ask: 'entries', projectId: 'demo' })).toEqual([{ target: origin, message: { channel: FRAME_STORE_CHANNEL, entries: kept } }])
    await t.post({ channel: FRAME_STORE_CHANNEL, key: 'airlock-frame:demo:shares:u1', value: '{}' })
    await t.post({ channel: FRAME_STORE_CHANNEL, key: 'airlock-frame:demo:session' })
    expect(t.writes).toEqual([{ channel: FRAME_STORE_CHANNEL, key: 'airlock-frame:demo:shares:u1', value: '{}' }, { channel: FRAME_STORE_CHANNEL, key: 'airlock-frame:demo:session' }])
  })

  test("error: the app's origin, a window of the wallet's origin under another page (another tab), another project and a key outside the frame's get nothing and change nothing", async () => {
    const t = setup()
    const ask = { channel: FRAME_STORE_CHANNEL, ask: 'entries', projectId: 'demo' }
    expect(await t.post(ask, 'http://127.0.0.1:5173')).toEqual([])
    expect(await t.post(ask, origin, { name: 'another tab' })).toEqual([])
    expect(await t.post({ ...ask, projectId: 'other' })).toEqual([])
    await t.post({ channel: FRAME_STORE_CHANNEL, key: 'airlock-frame:demo:session', value: 'x' }, 'http://127.0.0.1:5173')
    await t.post({ channel: FRAME_STORE_CHANNEL, key: 'airlock-frame:demo:session', value: 'x' }, origin, { name: 'another tab' })
    await t.post({ channel: FRAME_STORE_CHANNEL, key: 'airlock-wallet:email', value: 'x' })
    expect(t.writes).toEqual([])
    expect(t.debug.mock.calls.map(([reason]) => reason)).toEqual(['dropped: a storage ask from a window beside no app', 'dropped: a storage write from a window beside no app'])
  })
})
