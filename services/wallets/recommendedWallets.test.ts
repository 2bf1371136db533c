import { createAirlock } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeRegistry, stubWalletApi } from '../../test/helpers/fakeApi.js'
import { knownRecommendedWallets, recommendedWallets } from './recommendedWallets.js'

afterEach(() => vi.unstubAllGlobals())

const instance = (config: Partial<Parameters<typeof createAirlock>[0]> = {}) => createAirlock({ projectId: 'test', apiUrl: 'http://api.test', ...config })

describe('recommendedWallets', () => {
  it('default: eight wallets not skipped (four to show, four more for the installed ones the view leaves out) and the registry’s size, asked once per skip list', async () => {
    const { requests } = stubWalletApi(makeRegistry(30))
    const airlock = instance()
    expect(knownRecommendedWallets(airlock, ['w1'])).toBeUndefined()
    const first = recommendedWallets(airlock, ['w1'])
    expect(recommendedWallets(airlock, ['w1'])).toBe(first)
    const value = await first.promise
    expect(value.wallets.map((wallet) => wallet.id)).toEqual(['w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9'])
    expect(value.count).toBe(29)
    expect(knownRecommendedWallets(airlock, ['w1'])).toBe(value)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.get('exclude')).toBe('w1')
    expect(requests[0]!.get('entries')).toBe('8')
    expect(knownRecommendedWallets(airlock, [])).toBeUndefined()
  })

  it('behavior: featured wallets come first, and two instances share nothing', async () => {
    stubWalletApi(makeRegistry(30))
    const airlock = instance({ featuredWalletIds: ['w9'] })
    const { wallets } = await recommendedWallets(airlock, []).promise
    expect(wallets.map((wallet) => wallet.id)).toEqual(['w9', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'])
    expect(knownRecommendedWallets(instance(), [])).toBeUndefined()
  })

  it('error: a failed ask is forgotten, so the next one asks again', async () => {
    const { fetch } = stubWalletApi(makeRegistry(30))
    fetch.mockImplementationOnce(async () => Response.json({ message: 'down' }, { status: 503 }))
    const airlock = instance()
    await expect(recommendedWallets(airlock, []).promise).rejects.toThrow()
    expect(knownRecommendedWallets(airlock, [])).toBeUndefined()
    await expect(recommendedWallets(airlock, []).promise).resolves.toMatchObject({ count: 30 })
  })
})
