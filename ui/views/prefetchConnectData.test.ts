// @vitest-environment happy-dom
import { createAirlock, mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter, installedWallet } from '../../test/helpers/fakeAdapter.js'
import { makeRegistry, stubWalletApi } from '../../test/helpers/fakeApi.js'
import { prefetchConnectData } from './prefetchConnectData.js'
import { knownRecommendedWallets } from '../../services/wallets/recommendedWallets.js'

afterEach(() => vi.unstubAllGlobals())

function setup(apiUrl?: string) {
  const { requests } = stubWalletApi(makeRegistry(30))
  const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet], adapters: [fake.descriptor], ...(apiUrl && { apiUrl }) })
  return { airlock, requests }
}

describe('prefetchConnectData', () => {
  it('default: settles with the installed wallets known, then asks the registry once for the others', async () => {
    const { airlock, requests } = setup('http://api.test')
    await prefetchConnectData(airlock)
    expect(airlock.wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    await vi.waitFor(() => expect(knownRecommendedWallets(airlock, ['io.metamask'])?.wallets).toHaveLength(4))
    await prefetchConnectData(airlock)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.get('exclude')).toBe('io.metamask')
  })

  it('behavior: without an API only the installed wallets are found', async () => {
    const { airlock, requests } = setup()
    await prefetchConnectData(airlock)
    expect(airlock.wallets.state.installed).toHaveLength(1)
    expect(requests).toHaveLength(0)
  })
})
