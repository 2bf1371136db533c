import { base, createAirlock, mainnet, solana } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { stubConvertApi } from '../../test/helpers/fakeConvertApi.js'

afterEach(() => vi.unstubAllGlobals())

/** Swap as Account offers it now: the entry, while the active account's field it names is true. */
const swapOffered = (airlock: ReturnType<typeof createAirlock>) => {
  const account = airlock.chain.state.accounts[airlock.chain.state.activeNamespace]
  return airlock.plugins.contributions('accountAction').some((action) => action.id === 'swap' && action.when === 'swapsSupported' && account?.swapsSupported === true)
}

describe('watchSwapSupport', () => {
  it("rule offer only what the network supports: Swap shows where the API lists the network's tokens, never where it refuses swaps (Network not supported for Swaps)", async () => {
    // Base has no swap source in this API.
    const api = stubConvertApi((url) =>
      url.pathname === '/v1/convert/tokens' && url.searchParams.get('chainId') === 'eip155:8453'
        ? Response.json({ message: 'Network not supported for Swaps', code: 'SWAPS_NOT_SUPPORTED', field: 'chainId' }, { status: 400 })
        : undefined,
    )
    const fake = createFakeAdapter()
    const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet, base], apiUrl: 'http://api.test' })
    airlock.logger.level = 'silent'
    await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    // Until the feature's code, which Account loads to decide, has found out: no Swap.
    expect(swapOffered(airlock)).toBe(false)
    void airlock.plugins.load('swaps')
    await vi.waitFor(() => expect(swapOffered(airlock)).toBe(true))
    await airlock.switchNetwork(base)
    expect(swapOffered(airlock)).toBe(false)
    await vi.waitFor(() => expect(airlock.chain.state.accounts.eip155?.swapsSupported).toBe(false))
    expect(swapOffered(airlock)).toBe(false)
    await airlock.switchNetwork(mainnet)
    await vi.waitFor(() => expect(swapOffered(airlock)).toBe(true))
    // Each network is asked once.
    expect(api.of('/v1/convert/tokens').map((request) => request.query.get('chainId'))).toEqual(['eip155:1', 'eip155:8453'])
  })

  it('rule offer only what the network supports: a Solana account is offered no Swap, and the API is not asked', async () => {
    const api = stubConvertApi(() => undefined)
    const fake = createFakeAdapter({ namespace: 'solana' })
    const address = 'De4S4qQqwAEZ8F3qEhfsrAgrazDGuAJgA4ue2BSX2qHv'
    fake.adapter.connect = vi.fn(async () => ({ address, caipNetworkId: solana.caipNetworkId, accounts: [{ namespace: 'solana' as const, address, type: 'eoa' as const }] }))
    const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [solana], apiUrl: 'http://api.test' })
    airlock.logger.level = 'silent'
    await (await airlock.connection()).connect({ id: 'phantom', name: 'Phantom', namespace: 'solana' })
    await airlock.plugins.load('swaps')
    await vi.waitFor(() => expect(airlock.chain.state.accounts.solana?.swapsSupported).toBe(false))
    expect(swapOffered(airlock)).toBe(false)
    expect(api.of('/v1/convert/tokens')).toEqual([])
  })

  it('behavior: an API that cannot be reached leaves Swap offered, so its form can say what went wrong', async () => {
    stubConvertApi((url) => (url.pathname === '/v1/convert/tokens' ? Promise.reject(new TypeError('fetch failed')) : undefined))
    const fake = createFakeAdapter()
    const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet], apiUrl: 'http://api.test' })
    airlock.logger.level = 'silent'
    await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    void airlock.plugins.load('swaps')
    await vi.waitFor(() => expect(swapOffered(airlock)).toBe(true))
  })
})
