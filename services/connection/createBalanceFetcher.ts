import type { Balance } from '../../kernel/adapters/ChainAdapter.js'

/** How long a fetched balance is reused, and how long to wait after a failure (SPEC §9). */
export const BALANCE_CACHE_MS = 30_000
export const BALANCE_RETRY_MS = 30_000

/** What a balance fetch yields: the balance, `cached`, or `skipped` while a failure is recent. */
export type BalanceResult = { kind: 'fresh' | 'cached'; balance: Balance } | { kind: 'skipped' } | { kind: 'failed'; error: unknown }

/** Fetches balances with a 30 s cache, and refuses to ask again within 30 s of a failure. */
export interface BalanceFetcher {
  fetch(key: string, read: () => Promise<Balance>, options?: { force?: boolean }): Promise<BalanceResult>
  /** Forgets the cached balance of `key` (after a transaction moved it). */
  invalidate(key: string): void
}

/** Creates a balance fetcher; `now` is injectable for tests. */
export function createBalanceFetcher(now: () => number = Date.now): BalanceFetcher {
  const cache = new Map<string, { balance: Balance; at: number }>()
  const failures = new Map<string, number>()
  const inFlight = new Map<string, Promise<BalanceResult>>()

  return {
    fetch(key, read, options = {}) {
      const cached = cache.get(key)
      if (!options.force && cached && now() - cached.at < BALANCE_CACHE_MS) {
        return Promise.resolve({ kind: 'cached', balance: cached.balance })
      }
      const failedAt = failures.get(key)
      if (failedAt !== undefined && now() - failedAt < BALANCE_RETRY_MS) return Promise.resolve({ kind: 'skipped' })
      const pending = inFlight.get(key)
      if (pending) return pending
      const request = read().then(
        (balance): BalanceResult => {
          cache.set(key, { balance, at: now() })
          failures.delete(key)
          return { kind: 'fresh', balance }
        },
        (error: unknown): BalanceResult => {
          failures.set(key, now())
          return { kind: 'failed', error }
        },
      )
      inFlight.set(key, request)
      return request.finally(() => inFlight.delete(key))
    },
    invalidate(key) {
      cache.delete(key)
    },
  }
}
