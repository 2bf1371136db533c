import { describe, expect, test } from 'vitest'
import { createAccountCache } from './createAccountCache.js'

describe('createAccountCache', () => {
  test('default: an answer is computed once and kept, per account and key, whatever the address case', async () => {
    const cache = createAccountCache()
    let computed = 0
    const compute = async () => ++computed
    expect(await cache.get('0xAbC', 'balance', 60_000, compute)).toBe(1)
    expect(await cache.get('0xabc', 'balance', 60_000, compute)).toBe(1)
    expect(await cache.get('0xabc', 'history', 60_000, compute)).toBe(2)
  })

  test('behavior: concurrent misses share one computation', async () => {
    const cache = createAccountCache()
    let computed = 0
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 20))
    expect(await Promise.all([cache.get('0xa', 'k', 60_000, slow), cache.get('0xa', 'k', 60_000, slow)])).toEqual([1, 1])
  })

  test('behavior: invalidate drops every answer about the account, and one being computed is not kept', async () => {
    const cache = createAccountCache()
    let release!: () => void
    const stale = cache.get('0xa', 'k', 60_000, () => new Promise<string>((resolve) => (release = () => resolve('old'))))
    cache.invalidate('0xA')
    release()
    expect(await stale).toBe('old')
    expect(await cache.get('0xa', 'k', 60_000, async () => 'new')).toBe('new')
    await cache.get('0xb', 'k', 60_000, async () => 'b')
    cache.clear()
    expect(await cache.get('0xb', 'k', 60_000, async () => 'b2')).toBe('b2')
  })

  test('behavior: an answer older than its age is computed again; a failure is not kept', async () => {
    const cache = createAccountCache()
    expect(await cache.get('0xa', 'k', 0, async () => 1)).toBe(1)
    expect(await cache.get('0xa', 'k', 0, async () => 2)).toBe(2)
    await expect(cache.get('0xa', 'f', 60_000, async () => { throw new Error('node down') })).rejects.toThrow('node down')
    expect(await cache.get('0xa', 'f', 60_000, async () => 'ok')).toBe('ok')
  })

  test('behavior: at most maxAccounts accounts are kept, the least recently used leaving first', async () => {
    const cache = createAccountCache({ maxAccounts: 2 })
    for (const a of ['0x1', '0x2', '0x3']) await cache.get(a, 'k', 60_000, async () => `${a} first`)
    expect(await cache.get('0x1', 'k', 60_000, async () => 'again')).toBe('again')
    expect(await cache.get('0x3', 'k', 60_000, async () => 'again')).toBe('0x3 first')
  })
})
