import { describe, expect, test, vi } from 'vitest'
import { APPROVAL_SUMMARY_CHANNEL } from '../../../../adapters/embedded/protocol/approvalSummaryMessage.js'
import { listenToSummaryAsks } from './listenToSummaryAsks.js'

const origin = 'http://127.0.0.1:8793'
const summary = { kind: 'evmTransactions', chainId: 'eip155:31337', transactions: [{ from: '0x1', to: '0x2', value: '10000000000000000' }] }

function setup() {
  let listener: ((event: unknown) => void) | undefined
  const self = { location: { origin }, addEventListener: (_: string, l: unknown) => void (listener = l as typeof listener), removeEventListener: () => void (listener = undefined) }
  const parent = { name: 'app' }
  const debug = vi.fn()
  const stop = listenToSummaryAsks({ self: self as never, parent, summaryOf: (id) => (id === 'a1' ? summary : undefined), debug })
  /** A window posting from `from`, whose parent is `under`; returns what it was sent. */
  const ask = (approvalId: string, from = origin, under: unknown = parent) => {
    const posted: { message: unknown; target: string }[] = []
    const source = { parent: under, postMessage: (message: unknown, target: string) => posted.push({ message, target }) }
    listener?.({ origin: from, source, data: { channel: APPROVAL_SUMMARY_CHANNEL, ask: 'summary', approvalId } })
    return posted
  }
  return { ask, debug, stop }
}

describe('listenToSummaryAsks', () => {
  test("default: the wallet's approve page beside the frame gets what the frame decoded, sent to the wallet's origin alone", () => {
    const t = setup()
    expect(t.ask('a1')).toEqual([{ target: origin, message: { channel: APPROVAL_SUMMARY_CHANNEL, approvalId: 'a1', summary } }])
  })

  test("error: an ask from the app's origin, from a window under another parent, or for no live approval gets nothing", () => {
    const t = setup()
    expect(t.ask('a1', 'http://localhost:5173')).toEqual([])
    expect(t.ask('a1', origin, { name: 'elsewhere' })).toEqual([])
    expect(t.ask('a2')).toEqual([])
    expect(t.debug.mock.calls.map(([reason]) => reason)).toEqual(['dropped: a summary asked from a window beside no app', 'dropped: a summary asked for no live approval'])
  })
})
