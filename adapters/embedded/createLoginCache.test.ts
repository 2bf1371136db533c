import { describe, expect, it } from 'vitest'
import { createLoginCache } from './createLoginCache.js'

const memoryStorage = () => {
  const items = new Map<string, string>()
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) }
}

describe('createLoginCache', () => {
  it('default: SPEC §9 keys are kept under the airlock-wallet prefix and read back', () => {
    const storage = memoryStorage()
    const cache = createLoginCache(storage)
    cache.write({ emailLoginUsed: true, email: 'ada@example.com', lastEmailLoginTime: 5 })
    expect([...storage.items.keys()].sort()).toEqual(['airlock-wallet:email', 'airlock-wallet:emailLoginUsed', 'airlock-wallet:lastEmailLoginTime'])
    expect(createLoginCache(storage).read()).toEqual({ emailLoginUsed: true, email: 'ada@example.com', lastEmailLoginTime: 5 })
  })

  it('rule non-secret only: a key outside the login cache is never written', () => {
    const storage = memoryStorage()
    createLoginCache(storage).write({ token: 'secret' } as never)
    expect(storage.items.size).toBe(0)
  })

  it('behavior: clear forgets every key (sign-out, failed connection check)', () => {
    const storage = memoryStorage()
    const cache = createLoginCache(storage)
    cache.write({ emailLoginUsed: true, preferredAccountTypes: { eip155: 'eoa' } })
    cache.clear()
    expect(storage.items.size).toBe(0)
    expect(cache.read()).toEqual({})
  })

  it('error: a storage that throws keeps the values in memory for the page', () => {
    const failing = { getItem: () => null, setItem: () => { throw new Error('quota') }, removeItem: () => {} }
    const cache = createLoginCache(failing)
    expect(() => cache.write({ email: 'x@example.com' })).not.toThrow()
  })

  it('SPEC §9: the preferred account type per namespace and the smart-account networks are kept and read back', () => {
    const storage = memoryStorage()
    createLoginCache(storage).write({ preferredAccountTypes: { eip155: 'smartAccount', solana: 'eoa' }, smartAccountEnabledNetworks: [31337] })
    expect(storage.items.get('airlock-wallet:preferredAccountTypes')).toBe('{"eip155":"smartAccount","solana":"eoa"}')
    expect(storage.items.get('airlock-wallet:smartAccountEnabledNetworks')).toBe('[31337]')
    expect(createLoginCache(storage).read()).toEqual({ preferredAccountTypes: { eip155: 'smartAccount', solana: 'eoa' }, smartAccountEnabledNetworks: [31337] })
  })

  it('SPEC §4: a preference that cannot be read falls back to eoa (broken JSON, an unknown type); an unknown namespace is dropped', () => {
    const storage = memoryStorage()
    storage.setItem('airlock-wallet:preferredAccountTypes', '{"eip155":')
    expect(createLoginCache(storage).read().preferredAccountTypes).toBeUndefined()
    storage.setItem('airlock-wallet:preferredAccountTypes', '{"eip155":"smart","solana":"eoa"}')
    expect(createLoginCache(storage).read().preferredAccountTypes).toEqual({})
    storage.setItem('airlock-wallet:preferredAccountTypes', '{"eip155":"smartAccount","cosmos":"smartAccount"}')
    expect(createLoginCache(storage).read().preferredAccountTypes).toEqual({ eip155: 'smartAccount' })
    storage.setItem('airlock-wallet:preferredAccountTypes', '"smartAccount"')
    expect(createLoginCache(storage).read()).toEqual({ preferredAccountTypes: {} })
  })
})
