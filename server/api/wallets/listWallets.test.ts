import { describe, expect, test } from 'vitest'
import { listWallets } from './listWallets.js'
import { walletRegistry } from './walletRegistry.js'

describe('walletRegistry', () => {
  test('default: 60+ wallets with unique ids and CAIP-2 chains', () => {
    expect(walletRegistry.length).toBeGreaterThanOrEqual(60)
    expect(new Set(walletRegistry.map((w) => w.id)).size).toBe(walletRegistry.length)
    for (const w of walletRegistry) {
      expect(w.chains.length).toBeGreaterThan(0)
      for (const c of w.chains) expect(c).toMatch(/^[a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
      expect(w.homepage).toMatch(/^https:\/\//)
    }
  })

  test('behavior: known wallets carry their EIP-6963 rdns', () => {
    const byId = new Map(walletRegistry.map((w) => [w.id, w]))
    expect(byId.get('metamask')?.rdns).toBe('io.metamask')
    expect(byId.get('rabby')?.rdns).toBe('io.rabby')
    expect(byId.get('phantom')?.rdns).toBe('app.phantom')
  })

  test('behavior: recommended wallets come first', () => {
    const firstOther = walletRegistry.findIndex((w) => !w.recommended)
    expect(firstOther).toBeGreaterThanOrEqual(4)
    expect(walletRegistry.slice(firstOther).some((w) => w.recommended)).toBe(false)
  })
})

describe('listWallets', () => {
  const all = { page: 1, entries: 1000 }

  test('default: pages of the requested size with the full count', () => {
    const first = listWallets(walletRegistry, { page: 1, entries: 40 })
    const second = listWallets(walletRegistry, { page: 2, entries: 40 })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBe(walletRegistry.length)
    expect(second.data[0]?.id).toBe(walletRegistry[40]?.id)
  })

  test('behavior: search is case-insensitive on the name', () => {
    const result = listWallets(walletRegistry, { ...all, search: 'META' })
    expect(result.data.map((w) => w.id)).toEqual(['metamask'])
  })

  test('behavior: include and exclude take id lists', () => {
    expect(listWallets(walletRegistry, { ...all, include: ['rainbow', 'zerion'] }).count).toBe(2)
    const without = listWallets(walletRegistry, { ...all, exclude: ['metamask'] })
    expect(without.data.some((w) => w.id === 'metamask')).toBe(false)
    expect(without.count).toBe(walletRegistry.length - 1)
  })

  test('behavior: chains filter; any EVM wallet serves a custom EVM chain', () => {
    const btc = listWallets(walletRegistry, { ...all, chains: ['bip122:000000000019d6689c085ae165831e93'] })
    expect(btc.data.every((w) => w.chains.includes('bip122:000000000019d6689c085ae165831e93'))).toBe(true)
    const local = listWallets(walletRegistry, { ...all, chains: ['eip155:31337'] })
    expect(local.data.some((w) => w.id === 'metamask')).toBe(true)
    expect(local.data.some((w) => w.id === 'xverse')).toBe(false)
  })

  test('behavior: badge_type keeps certified wallets only', () => {
    const certified = listWallets(walletRegistry, { ...all, badgeType: 'certified' })
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
  })
})
