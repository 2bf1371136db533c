import { mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import type { AirlockContext } from '../../kernel/context.js'
import { createAlerts } from '../../kernel/alerts/createAlerts.js'
import { createApiClient } from '../../kernel/api/createApiClient.js'
import { readTokenBalances } from './readTokenBalances.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

function context(answer: (url: URL) => Response, baseUrl: string | undefined = 'http://api.test') {
  const fetch = vi.fn(async (input: string) => answer(new URL(input)))
  const api = createApiClient({ baseUrl, projectId: 'p', clientId: () => 'c', sdkType: 'a', sdkVersion: 'v', alerts: createAlerts(), fetch: fetch as unknown as typeof globalThis.fetch })
  const getBalance = vi.fn(async () => ({ value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH' }))
  const adapters = { get: async () => ({ getBalance }) } as unknown as AirlockContext['adapters']
  const logger = { warn: vi.fn() } as unknown as AirlockContext['logger']
  return { ctx: { api, adapters, logger }, fetch, getBalance }
}

const balance = (symbol: string, decimals: string, address?: string) => ({ name: symbol, symbol, chainId: 'eip155:1', ...(address && { address }), value: 1, price: 1, quantity: { decimals, numeric: '1' }, iconUrl: 'x' })

describe('readTokenBalances', () => {
  it('default: the API’s balances in USD on the network, without entries of decimals "0"', async () => {
    const { ctx, fetch } = context(() => Response.json({ balances: [balance('ETH', '18'), balance('DUSD', '6', 'eip155:1:0xabc'), balance('PASS', '0', 'eip155:1:0xdef')] }))
    expect((await readTokenBalances(ctx, address, mainnet)).map((token) => token.symbol)).toEqual(['ETH', 'DUSD'])
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]))
    expect(url.pathname).toBe(`/v1/account/eip155:1:${address}/balance`)
    expect([url.searchParams.get('currency'), url.searchParams.get('chainId')]).toEqual(['usd', 'eip155:1'])
  })

  it('behavior: with the API failing, answering badly or not configured, the native balance comes from the chain', async () => {
    const native = [{ name: 'Ether', symbol: 'ETH', price: 0, quantity: { decimals: '18', numeric: '1.5' } }]
    for (const { ctx, getBalance } of [
      context(() => Response.json({ message: 'down' }, { status: 502 })),
      context(() => Response.json({ balances: [{ symbol: 1 }] })),
      context(() => Response.json({}), undefined),
    ]) {
      expect(await readTokenBalances(ctx, address, mainnet)).toEqual(native)
      expect(getBalance).toHaveBeenCalledWith(address, mainnet)
    }
  })
})
