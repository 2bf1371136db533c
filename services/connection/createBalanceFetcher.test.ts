import { describe, expect, it, vi } from 'vitest'
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS, createBalanceFetcher } from './createBalanceFetcher.js'

const balance = { value: 10n, decimals: 18, symbol: 'ETH' }

describe('createBalanceFetcher', () => {
  it('rule balance cache: a balance is reused for 30 s', async () => {
    let time = 0
    const fetcher = createBalanceFetcher(() => time)
    const read = vi.fn(async () => balance)
    expect(await fetcher.fetch('a', read)).toEqual({ kind: 'fresh', balance })
    time = BALANCE_CACHE_MS - 1
    expect(await fetcher.fetch('a', read)).toEqual({ kind: 'cached', balance })
    time = BALANCE_CACHE_MS
    expect((await fetcher.fetch('a', read)).kind).toBe('fresh')
    expect(read).toHaveBeenCalledTimes(2)
    expect(BALANCE_CACHE_MS).toBe(30_000)
  })

  it('rule balance retry: after a failure, no new fetch for 30 s, even when forced', async () => {
    let time = 0
    const fetcher = createBalanceFetcher(() => time)
    const read = vi.fn().mockRejectedValueOnce(new Error('rpc down')).mockResolvedValue(balance)
    expect((await fetcher.fetch('a', read)).kind).toBe('failed')
    time = BALANCE_RETRY_MS - 1
    expect(await fetcher.fetch('a', read, { force: true })).toEqual({ kind: 'skipped' })
    time = BALANCE_RETRY_MS
    expect(await fetcher.fetch('a', read)).toEqual({ kind: 'fresh', balance })
    expect(read).toHaveBeenCalledTimes(2)
    expect(BALANCE_RETRY_MS).toBe(30_000)
  })

  it('behavior: force skips the cache; concurrent fetches share one request', async () => {
    const fetcher = createBalanceFetcher(() => 0)
    const read = vi.fn(async () => balance)
    await fetcher.fetch('a', read)
    await Promise.all([fetcher.fetch('a', read, { force: true }), fetcher.fetch('a', read, { force: true })])
    expect(read).toHaveBeenCalledTimes(2)
    fetcher.invalidate('a')
    expect((await fetcher.fetch('a', read)).kind).toBe('fresh')
  })
})
