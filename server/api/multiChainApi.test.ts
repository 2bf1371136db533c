import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Balance } from './balances/Balance.js'
import type { Database } from './db/Database.js'
import { openDatabase } from './db/openDatabase.js'
import type { Transaction } from './history/Transaction.js'
import { devnetSwaps } from '../../local/devnet/evm/devnetSwaps.js'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { createApiClient, type ApiCall } from './testing/createApiClient.js'
import { startTestChain, type TestChain } from './testing/startTestChain.js'

const projectId = `multi-${Math.random().toString(36).slice(2, 8)}`

describe('API following two EVM chains', () => {
  let first: TestChain
  let second: TestChain
  let api: ApiServer
  let call: ApiCall
  let db: Database
  // Only the second chain swaps: swap configuration is per chain.
  const evm = (c: TestChain) => ({ rpcUrl: c.url, chainId: c.chainId, contracts: c.contracts, ...(c === second ? { swaps: devnetSwaps(c.contracts) } : {}) })
  // Polling is left to syncIndexer, so each test decides when blocks are read.
  const start = () => startApiServer({ port: 0, database: db, onError: () => {}, indexer: { pollIntervalMs: 60_000 },
    projects: [{ id: projectId, allowedOrigins: [] }], evm: [evm(first), evm(second)] })
  beforeAll(async () => {
    ;[first, second, db] = await Promise.all([startTestChain(), startTestChain(31338), openDatabase({})])
    api = await start()
    call = createApiClient(api.url, projectId)
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await db?.close()
    await Promise.all([first?.stop(), second?.stop()])
  })

  test('behavior: each chain is indexed and answered on its own', async () => {
    const from = privateKeyToAccount(second.accounts[2]!.privateKey)
    const to = second.accounts[3]!.address
    const hash = await createWalletClient({ account: from, transport: http(second.url) }).sendTransaction({ chain: null, to, value: parseEther('2') })
    await api.syncIndexer()
    const history = async (chainId: string) =>
      ((await (await call(`/v1/account/${to}/history`, { query: { chainId } })).json()) as { data: Transaction[] }).data.map((t) => t.id)
    expect(await history('eip155:31338')).toContain(hash)
    expect(await history('eip155:31337')).not.toContain(hash)
  })

  test('default: balances cover both chains, or the one asked for', async () => {
    const who = first.accounts[4]!.address
    const all = ((await (await call(`/v1/account/${who}/balance`)).json()) as { balances: Balance[] }).balances
    expect(new Set(all.map((b) => b.chainId))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    const one = ((await (await call(`/v1/account/${who}/balance`, { query: { chainId: 'eip155:31338' } })).json()) as { balances: Balance[] }).balances
    expect(one.every((b) => b.chainId === 'eip155:31338')).toBe(true)
    expect(await (await call('/v1/supported-chains')).json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: ['eip155:31337', 'eip155:31338'] })
  })

  test('behavior: convert quotes on the chain configured for swaps and refuses the other', async () => {
    const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const quote = (c: TestChain) => call('/v1/convert/quotes', { query: { amount: parseEther('1').toString(), from: `eip155:${c.chainId}:${native}`, to: `eip155:${c.chainId}:${c.contracts.token.address}` } })
    const { quotes } = (await (await quote(second)).json()) as { quotes: { toAmount: string; path: string[] }[] }
    expect(BigInt(quotes[0]!.toAmount)).toBeGreaterThan(0n)
    expect(quotes[0]!.path[0]).toBe(`eip155:31338:${second.contracts.uniswap.weth.address.toLowerCase()}`)
    expect(await (await quote(first)).json()).toMatchObject({ message: 'Network not supported for Swaps' })
    const tokens = await call('/v1/convert/tokens', { query: { chainId: 'eip155:31337' } })
    expect(await tokens.json()).toMatchObject({ code: 'SWAPS_NOT_SUPPORTED' })
  })

  test('behavior: a restarted API resumes from the stored cursor', async () => {
    await api.syncIndexer()
    await api.stop()
    const from = privateKeyToAccount(first.accounts[3]!.privateKey)
    await createWalletClient({ account: from, transport: http(first.url) }).sendTransaction({ chain: null, to: first.accounts[4]!.address, value: 1n })
    api = await start()
    call = createApiClient(api.url, projectId)
    // Only the one new block is read; everything before came from the store.
    expect(await api.syncIndexer()).toBe(1)
  })
})
