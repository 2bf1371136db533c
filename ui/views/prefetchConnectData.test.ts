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
  it('default: asks the registry at once, beside discovery, and settles with the installed wallets known; asked again, asks nothing new', async () => {
    const { airlock, requests } = setup('http://api.test')
    const settled = prefetchConnectData(airlock)
    // The registry's ask leaves before discovery has found anything: it leaves out only recent wallets.
    expect(airlock.wallets.state.installed).toHaveLength(0)
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    await settled
    expect(airlock.wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    await vi.waitFor(() => expect(knownRecommendedWallets(airlock, [])?.wallets).toHaveLength(8))
    await prefetchConnectData(airlock)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.get('exclude')).toBeNull()
  })

  it('behavior: the recent wallets (from storage) are what the registry leaves out', async () => {
    localStorage.setItem('airlock:recentWallets', JSON.stringify([{ id: 'w3', name: 'Recent', namespace: 'eip155' }]))
    try {
      const { airlock, requests } = setup('http://api.test')
      await prefetchConnectData(airlock)
      await vi.waitFor(() => expect(knownRecommendedWallets(airlock, ['w3'])?.wallets.map((wallet) => wallet.id)).not.toContain('w3'))
      expect(requests[0]!.get('exclude')).toBe('w3')
    } finally {
      localStorage.clear()
    }
  })

  it('behavior: without an API only the installed wallets are found', async () => {
    const { airlock, requests } = setup()
    await prefetchConnectData(airlock)
    expect(airlock.wallets.state.installed).toHaveLength(1)
    expect(requests).toHaveLength(0)
  })
})
