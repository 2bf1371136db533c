import { LRUCache } from 'lru-cache'

/** Answers about accounts, kept in this process until the indexer says the account changed. */
export interface AccountCache {
  /**
   * The answer kept for `account` under `key`, or `compute()`'s, kept for at most `maxAgeMs`
   * (prices move without the account changing). Concurrent misses share one computation.
   */
  get<T>(account: string, key: string, maxAgeMs: number, compute: () => Promise<T>): Promise<T>
  /** Forgets every answer about `account` (an address, any case; any chain). */
  invalidate(account: string): void
  /** Forgets everything (the notifications that would have said what changed were lost). */
  clear(): void
}

interface Entry {
  at: number
  value: Promise<unknown>
}

/**
 * A bounded cache of per-account answers (balances, history pages, NFTs, identities). Each
 * account has one slot holding its answers; `invalidate` drops the slot, so an answer being
 * computed while the account changed is not kept (it lands in a slot no longer in the cache).
 * At most `maxAccounts` accounts are kept, least recently used first out, so memory stays flat
 * however many accounts clients ask about.
 */
export function createAccountCache(options: { maxAccounts?: number } = {}): AccountCache {
  const slots = new LRUCache<string, Map<string, Entry>>({ max: options.maxAccounts ?? 20_000 })
  return {
    get<T>(account: string, key: string, maxAgeMs: number, compute: () => Promise<T>) {
      const id = account.toLowerCase()
      let slot = slots.get(id)
      if (!slot) {
        slot = new Map()
        slots.set(id, slot)
      }
      const now = Date.now()
      const found = slot.get(key)
      if (found && now - found.at < maxAgeMs) return found.value as Promise<T>
      const value = compute()
      const entry = { at: now, value }
      slot.set(key, entry)
      // A failure is not kept: the next request asks again.
      const own = slot
      value.catch(() => {
        if (own.get(key) === entry) own.delete(key)
      })
      return value
    },
    invalidate(account) {
      slots.delete(account.toLowerCase())
    },
    clear() {
      slots.clear()
    },
  }
}
