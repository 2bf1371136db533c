import { describe, expect, it } from 'vitest'
import { mainnet, sepolia, base } from '../../chains/networks/evmNetworks.js'
import { solana } from '../../chains/networks/otherNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { IDENTITY_CACHE_MS, createIdentityResolver } from './createIdentityResolver.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

function setup(routes: Record<string, () => Response>) {
  const { api, fetch } = createTestApiClient((url) => {
    const route = Object.entries(routes).find(([prefix]) => url.pathname.startsWith(prefix))
    return route ? route[1]() : new Response('{"message":"Not found"}', { status: 404 })
  })
  let time = 0
  const resolver = createIdentityResolver(api, createStorage(`test-${Math.random()}:`), () => time)
  return { resolver, fetch, advance: (ms: number) => (time += ms) }
}

const json = (value: unknown) => () => Response.json(value)

describe('createIdentityResolver', () => {
  it('rule identity: looked up for eip155 non-testnet networks', async () => {
    const { resolver, fetch } = setup({ '/v1/identity/': json({ name: 'vitalik.airlock.id', avatar: 'https://a/v.png' }) })
    expect(await resolver.resolve(address, mainnet)).toEqual({ name: 'vitalik.airlock.id', avatar: 'https://a/v.png' })
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`sender=${address}`)
  })

  it('rule identity: none on testnets or outside eip155', async () => {
    const { resolver, fetch } = setup({ '/v1/identity/': json({ name: 'x', avatar: null }) })
    expect(await resolver.resolve(address, sepolia)).toBeUndefined()
    expect(await resolver.resolve('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', solana)).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rule identity cache: reused for 5 minutes', async () => {
    const { resolver, fetch, advance } = setup({ '/v1/identity/': json({ name: 'n', avatar: null }) })
    await resolver.resolve(address, mainnet)
    advance(IDENTITY_CACHE_MS - 1)
    await resolver.resolve(address, mainnet)
    expect(fetch).toHaveBeenCalledTimes(1)
    advance(1)
    await resolver.resolve(address, mainnet)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(IDENTITY_CACHE_MS).toBe(300_000)
  })

  it('rule identity fallback: a failed lookup tries the reverse name lookup and clears the image off chain 1', async () => {
    const { resolver, fetch } = setup({
      '/v1/identity/': () => new Response('{"message":"boom"}', { status: 500 }),
      '/v1/profile/reverse/': json([{ name: 'fallback.airlock.id' }]),
    })
    expect(await resolver.resolve(address, base)).toEqual({ name: 'fallback.airlock.id', avatar: undefined })
    expect(String(fetch.mock.calls[1]?.[0])).toContain('apiVersion=2')
  })
})
