import { describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../chains/networks/evmNetworks.js'
import { createChainState } from '../chain/createChainState.js'
import { filterTokenBalances, loadTokenBalances, markTokenBalancesStale, TOKEN_BALANCE_CACHE_MS } from './loadTokenBalances.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const balance = (symbol: string, decimals: string, numeric = '1') => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 2,
  value: 2,
  quantity: { decimals, numeric },
})

function setup() {
  const { api, fetch } = createTestApiClient((url) =>
    url.pathname === '/v1/supported-chains'
      ? Response.json({ http: ['eip155:1'] })
      : Response.json({ balances: [balance('ETH', '18', '1.5'), balance('ODD', '0')] }),
  )
  const chain = createChainState([mainnet], 'eip155:1')
  chain.setAccount('eip155', { status: 'connected', address, caipAddress: `eip155:1:${address}` })
  return { context: { api, chain }, fetch, chain }
}

describe('loadTokenBalances', () => {
  it('rule token balances: entries with decimals quantity "0" are filtered out', () => {
    expect(filterTokenBalances([balance('A', '6'), balance('B', '0')]).map((item) => item.symbol)).toEqual(['A'])
  })

  it('default: asks for the account in USD on its chain and stores the list on the account', async () => {
    const { context, fetch, chain } = setup()
    const result = await loadTokenBalances(context, 'eip155')
    expect(result.map((item) => item.symbol)).toEqual(['ETH'])
    expect(chain.state.accounts.eip155?.tokenBalance.map((item) => item.symbol)).toEqual(['ETH'])
    const url = new URL(String((fetch.mock.calls[1] as unknown[])[0]))
    expect(url.pathname).toBe(`/v1/account/eip155:1:${address}/balance`)
    expect(url.searchParams.get('currency')).toBe('usd')
    expect(url.searchParams.get('chainId')).toBe('eip155:1')
  })

  it('behavior: `network` reads the same address on another network, kept apart from the account\'s own list', async () => {
    const chain = createChainState([mainnet], 'eip155:1')
    chain.setAccount('eip155', { status: 'connected', address, caipAddress: `eip155:1:${address}` })
    const { api, urls } = createTestApiClient((url) =>
      url.pathname === '/v1/supported-chains' ? Response.json({ http: ['eip155:1', 'eip155:31337'] }) : Response.json({ balances: [{ ...balance('DUSD', '6', '1138.8'), chainId: 'eip155:31337' }] }),
    )
    const result = await loadTokenBalances({ api, chain }, 'eip155', { network: 'eip155:31337' })
    expect(result.map((item) => item.quantity.numeric)).toEqual(['1138.8'])
    expect(urls()[1]!.pathname).toBe(`/v1/account/eip155:31337:${address}/balance`)
    expect(urls()[1]!.searchParams.get('chainId')).toBe('eip155:31337')
    expect(chain.state.accounts.eip155?.tokenBalance).toEqual([])
  })

  it('rule balance cache: reused for 30 s unless forced', async () => {
    const { context, fetch } = setup()
    await loadTokenBalances(context, 'eip155', { now: 0 })
    await loadTokenBalances(context, 'eip155', { now: TOKEN_BALANCE_CACHE_MS - 1 })
    expect(fetch).toHaveBeenCalledTimes(2)
    await loadTokenBalances(context, 'eip155', { now: TOKEN_BALANCE_CACHE_MS - 1, force: true })
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(new URL(String((fetch.mock.calls[2] as unknown[])[0])).searchParams.get('forceUpdate')).not.toBeNull()
  })

  it('behavior: after a transaction of the account was mined, the next read asks the API to read the chain, once', async () => {
    const { context, fetch } = setup()
    await loadTokenBalances(context, 'eip155', { now: 0 })
    markTokenBalancesStale(context.api, `eip155:1:${address}`)
    await loadTokenBalances(context, 'eip155', { now: 1 })
    expect(new URL(String((fetch.mock.calls.at(-1) as unknown[])[0])).searchParams.get('forceUpdate')).toBeNull()
    markTokenBalancesStale(context.api, `eip155:1:${address}`, true)
    await loadTokenBalances(context, 'eip155', { now: 2 })
    expect(new URL(String((fetch.mock.calls.at(-1) as unknown[])[0])).searchParams.get('forceUpdate')).toBe('2')
    const calls = fetch.mock.calls.length
    await loadTokenBalances(context, 'eip155', { now: 3 })
    expect(fetch).toHaveBeenCalledTimes(calls)
  })
})
