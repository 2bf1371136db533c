import { type AirlockContext, mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createTestChain } from '../../test/helpers/createTestChain.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'
import { readTokenBalances } from './readTokenBalances.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

function context(answer: (url: URL) => Response, baseUrl = 'http://api.test') {
  const { api, fetch } = createTestApiClient(
    (url) => (url.pathname === '/v1/supported-chains' ? Response.json({ http: ['eip155:1'] }) : answer(url)),
    baseUrl,
  )
  const chain = createTestChain([mainnet], 'eip155:1')
  chain.setAccount('eip155', { status: 'connected', address, caipAddress: `eip155:1:${address}` })
  const getBalance = vi.fn(async () => ({ value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH' }))
  const adapters = { get: async () => ({ getBalance }) } as unknown as AirlockContext['adapters']
  const logger = { warn: vi.fn() } as unknown as AirlockContext['logger']
  return { ctx: { api, chain, adapters, logger }, fetch, getBalance, chain }
}

const balance = (symbol: string, decimals: string, address?: string) => ({ name: symbol, symbol, chainId: 'eip155:1', ...(address && { address }), value: 1, price: 1, quantity: { decimals, numeric: '1' }, iconUrl: 'x' })

describe('readTokenBalances', () => {
  it('default: the API’s balances, without entries of decimals "0", shared with the account’s Tokens tab', async () => {
    const { ctx, chain } = context(() => Response.json({ balances: [balance('ETH', '18'), balance('DUSD', '6', 'eip155:1:0xabc'), balance('PASS', '0', 'eip155:1:0xdef')] }))
    expect((await readTokenBalances(ctx, 'eip155', mainnet)).map((token) => token.symbol)).toEqual(['ETH', 'DUSD'])
    expect(chain.state.accounts.eip155?.tokenBalance.map((token) => token.symbol)).toEqual(['ETH', 'DUSD'])
  })

  it('rule no dollar value on test networks: the prices Send shows are 0 there, as the host has not marked the network', async () => {
    const { ctx } = context(() => Response.json({ balances: [balance('ETH', '18'), balance('DUSD', '6', 'eip155:1:0xabc')] }))
    const testnet = { ...mainnet, testnet: true }
    expect((await readTokenBalances(ctx, 'eip155', testnet)).map((token) => token.price)).toEqual([0, 0])
    expect((await readTokenBalances(ctx, 'eip155', { ...testnet, testnetPrices: true })).map((token) => token.price)).toEqual([1, 1])
    expect((await readTokenBalances(ctx, 'eip155', mainnet)).map((token) => token.price)).toEqual([1, 1])
  })

  it('behavior: with the API failing, answering nothing or not configured, the native balance comes from the chain', async () => {
    const native = [{ name: 'Ether', symbol: 'ETH', price: 0, quantity: { decimals: '18', numeric: '1.5' } }]
    for (const { ctx, getBalance } of [
      context(() => Response.json({ message: 'down' }, { status: 502 })),
      context(() => Response.json({ balances: [] })),
      context(() => Response.json({}), ''),
    ]) {
      expect(await readTokenBalances(ctx, 'eip155', mainnet)).toEqual(native)
      expect(getBalance).toHaveBeenCalledWith(address, mainnet)
    }
  })
})
