import { describe, expect, it, vi } from 'vitest'
import { base, mainnet } from 'airlock'
import { createTransactionsController } from './createTransactionsController.js'
import { groupTransactions } from './groupTransactions.js'
import catalogs from './messages?catalogs'
import type { Transaction } from './transactionSchema.js'
import { createTestChain } from '../../test/helpers/createTestChain.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'

const account = 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

function tx(id: string, minedAt: string, options: { chain?: string; spam?: boolean[] } = {}): Transaction {
  return {
    id,
    metadata: { minedAt, chain: options.chain ?? 'eip155:1', operationType: 'receive', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
    transfers: (options.spam ?? [false]).map((spam) => ({ nft_info: { name: 'N', flags: { is_spam: spam } }, quantity: { numeric: '1' } })),
  }
}

function setup(pages: (Response | (() => Response))[]) {
  const { api, fetch } = createTestApiClient((url) => {
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1', 'eip155:8453'] })
    const next = pages.shift()
    return typeof next === 'function' ? next() : (next ?? Response.json({ data: [], next: null }))
  })
  const chain = createTestChain([mainnet, base], 'eip155:1')
  const analytics = { track: vi.fn() }
  const controller = createTransactionsController({ api, chain, analytics, config: { projectId: 'p' } as never })
  const history = () => fetch.mock.calls.map((call) => new URL(String(call[0]))).filter((url) => url.pathname !== '/v1/supported-chains')
  return { controller, fetch, chain, analytics, url: (call: number) => history()[call]! }
}

describe('createTransactionsController', () => {
  it('default: fetches the account history for the active chain and groups it', async () => {
    const { controller, url } = setup([Response.json({ data: [tx('a', '2026-11-20T10:00:00Z'), tx('b', '2026-10-02T10:00:00Z')], next: 'c2' })])
    await controller.fetchTransactions(account)
    expect(url(0).pathname).toBe(`/v1/account/${account}/history`)
    expect(url(0).searchParams.get('chainId')).toBe('eip155:1')
    expect(controller.state.transactions.map((item) => item.id)).toEqual(['a', 'b'])
    expect(Object.keys(controller.state.transactionsByYear[2026]!)).toEqual(['9', '10'])
    expect(controller.state).toMatchObject({ loading: false, empty: false, next: 'c2', lastNetworkInView: 'eip155:1' })
  })

  it('rule cursor paging: the next page is asked with the cursor and appended', async () => {
    const { controller, url } = setup([
      Response.json({ data: [tx('a', '2026-11-20T10:00:00Z')], next: 'c2' }),
      Response.json({ data: [tx('b', '2026-11-01T10:00:00Z')], next: null }),
    ])
    await controller.fetchTransactions(account)
    await controller.fetchTransactions(account)
    expect(url(1).searchParams.get('cursor')).toBe('c2')
    expect(controller.state.transactions.map((item) => item.id)).toEqual(['a', 'b'])
    expect(controller.state.next).toBeUndefined()
  })

  it('rule spam: hidden when every transfer is flagged; rule active chain only', async () => {
    const { controller } = setup([
      Response.json({
        data: [
          tx('all-spam', '2026-11-20T10:00:00Z', { spam: [true, true] }),
          tx('some-spam', '2026-11-19T10:00:00Z', { spam: [true, false] }),
          tx('other-chain', '2026-11-18T10:00:00Z', { chain: 'eip155:8453' }),
        ],
        next: null,
      }),
    ])
    await controller.fetchTransactions(account)
    expect(controller.state.transactions.map((item) => item.id)).toEqual(['some-spam'])
  })

  it('error: a failed fetch marks the list empty, clears the cursor and records ERROR_FETCH_TRANSACTIONS', async () => {
    const { controller, analytics } = setup([Response.json({ data: [tx('a', '2026-11-20T10:00:00Z')], next: 'c2' }), () => new Response('down', { status: 500 })])
    await controller.fetchTransactions(account)
    await controller.fetchTransactions(account)
    expect(controller.state).toMatchObject({ empty: true, next: undefined, loading: false })
    expect(catalogs.en[controller.state.error!]!()).toBe('Failed to fetch transactions')
    expect(analytics.track).toHaveBeenCalledWith('ERROR_FETCH_TRANSACTIONS', expect.objectContaining({ address: account }))
  })

  it("error: without an account address: 'Transactions can't be fetched without an accountAddress'", async () => {
    const { controller } = setup([])
    await expect(controller.fetchTransactions(undefined)).rejects.toThrow("Transactions can't be fetched without an accountAddress")
  })

  it('behavior: refreshLatest puts new transactions on top; reset clears all', async () => {
    const { controller } = setup([
      Response.json({ data: [tx('a', '2026-11-20T10:00:00Z')], next: null }),
      Response.json({ data: [tx('new', '2026-11-21T10:00:00Z'), tx('a', '2026-11-20T10:00:00Z')], next: null }),
    ])
    await controller.fetchTransactions(account)
    await controller.refreshLatest(account)
    expect(controller.state.transactions.map((item) => item.id)).toEqual(['new', 'a'])
    controller.reset()
    expect(controller.state).toMatchObject({ transactions: [], transactionsByYear: {}, empty: false, next: undefined, lastNetworkInView: undefined })
  })

  it('rule unsupported network: an empty list without asking for the history', async () => {
    const { controller, chain, url } = setup([Response.json({ data: [tx('a', '2026-11-20T10:00:00Z')], next: null })])
    chain.state.networks.push({ ...base, id: 10, caipNetworkId: 'eip155:10' })
    chain.setActiveNetwork('eip155:10')
    await controller.fetchTransactions(account)
    expect(controller.state).toMatchObject({ transactions: [], empty: true })
    expect(url(0)).toBeUndefined()
  })

  it('behavior: a change of network starts the list over', async () => {
    const { controller, chain } = setup([Response.json({ data: [tx('a', '2026-11-20T10:00:00Z')], next: 'x' }), Response.json({ data: [], next: null })])
    await controller.fetchTransactions(account)
    chain.setActiveNetwork('eip155:8453')
    await controller.fetchTransactions(account)
    expect(controller.state.transactions).toEqual([])
    expect(controller.state.lastNetworkInView).toBe('eip155:8453')
  })
})

describe('groupTransactions', () => {
  it('rule grouping: by year, then month index, newest first', () => {
    const grouped = groupTransactions([tx('old', '2025-03-01T00:00:00Z'), tx('late', '2026-11-30T00:00:00Z'), tx('early', '2026-11-02T00:00:00Z')])
    expect(Object.keys(grouped)).toEqual(['2025', '2026'])
    expect(grouped[2026]![10]!.map((item) => item.id)).toEqual(['late', 'early'])
    expect(grouped[2025]![2]!.map((item) => item.id)).toEqual(['old'])
  })
})
