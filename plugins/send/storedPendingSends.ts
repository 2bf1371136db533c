import type { CaipAddress, KeyValueStorage } from 'airlock/kit'
import type { SentTransaction } from './SendState.js'

/** The storage key of an account's pending sends (its CAIP-10 id). */
export const pendingSendsKey = (account: CaipAddress) => `send:pending:${account}`

/** The sends of `account` a page sent and saw no receipt for (a reload or a failed check). */
export function readPendingSends(storage: KeyValueStorage, account: CaipAddress): SentTransaction[] {
  const stored = storage.get<SentTransaction[]>(pendingSendsKey(account))
  return Array.isArray(stored) ? stored.filter((item) => item?.status === 'pending' && typeof item.hash === 'string') : []
}

/** Keeps the pending ones of `sent` for `account` (and forgets the account when none are). */
export function writePendingSends(storage: KeyValueStorage, account: CaipAddress, sent: readonly SentTransaction[]): void {
  const pending = sent.filter((item) => item.account === account && item.status === 'pending')
  if (pending.length) storage.set(pendingSendsKey(account), pending)
  else storage.remove(pendingSendsKey(account))
}
