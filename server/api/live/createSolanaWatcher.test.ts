import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { close, listen } from '../../http/listen.js'
import { createSolanaChain } from '../chains/SolanaChain.js'
import { createSolanaWatcher } from './createSolanaWatcher.js'

// A stand-in node that answers the two reads the watcher makes and records who was asked about.
const asked: string[] = []
let polled: () => void = () => {}
const node = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    const { method, params } = JSON.parse(body) as { method: string; params: [string] }
    if (method === 'getTokenAccountsByOwner') {
      asked.push(params[0])
      polled()
    }
    res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: method === 'getTokenAccountsByOwner' ? { value: [] } : [] }))
  })
})
let url = ''
beforeAll(async () => {
  url = `http://127.0.0.1:${await listen(node, '127.0.0.1', 0)}`
})
afterAll(() => close(node))

describe('createSolanaWatcher', () => {
  test('behavior: clients watching the same account share one poll of it', async () => {
    const watcher = createSolanaWatcher(createSolanaChain({ rpcUrl: url, caipNetworkId: 'solana:test' }), () => {}, 10)
    const [a, b] = ['So1aAccountAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'So1bAccountBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB']
    await Promise.all([watcher.watch(a), watcher.watch(a), watcher.watch(a), watcher.watch(b)])
    const start = asked.length
    await new Promise<void>((resolve) => (polled = () => asked.length - start >= 20 && resolve()))
    watcher.stop()
    const count = (owner: string) => asked.slice(start).filter((o) => o === owner).length
    // One poll of each account per round, however many subscribers it has.
    expect(Math.abs(count(a) - count(b))).toBeLessThanOrEqual(1)
    watcher.unwatch(a)
  })
})
