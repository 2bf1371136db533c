// @vitest-environment happy-dom
import { createAirlock, mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter, installedWallet } from '../../test/helpers/fakeAdapter.js'
import { makeRegistry, stubWalletApi } from '../../test/helpers/fakeApi.js'
import { connectDataSettled } from './connectDataSettled.js'
import { knownRecommendedWallets } from '../../services/wallets/recommendedWallets.js'

afterEach(() => vi.unstubAllGlobals())

describe('connectDataSettled', () => {
  it('default: settles with the installed wallets and the recommendations both known, asking the registry once', async () => {
    const { requests } = stubWalletApi(makeRegistry(30))
    const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet], adapters: [fake.descriptor], apiUrl: 'http://api.test' })
    await connectDataSettled(airlock)
    expect(airlock.wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    expect(knownRecommendedWallets(airlock, [])?.wallets).toHaveLength(8)
    await connectDataSettled(airlock)
    expect(requests).toHaveLength(1)
  })

  it('error: a failing registry still settles', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"down"}', { status: 503 })))
    const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet], adapters: [fake.descriptor], apiUrl: 'http://api.test' })
    airlock.logger.level = 'silent'
    await expect(connectDataSettled(airlock)).resolves.toBeUndefined()
    expect(knownRecommendedWallets(airlock, [])).toBeUndefined()
  })
})
