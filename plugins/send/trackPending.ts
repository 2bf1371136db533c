import type { SentTransaction } from './SendState.js'

/** How many sent transactions are tracked at most (SPEC §9). */
export const PENDING_TRANSACTIONS_LIMIT = 99

/**
 * Adds `transaction` to the list (or replaces the entry with its hash), dropping the oldest
 * ones beyond `limit`, so a page that sends for hours keeps a bounded list.
 */
export function trackPending(sent: readonly SentTransaction[], transaction: SentTransaction, limit = PENDING_TRANSACTIONS_LIMIT): SentTransaction[] {
  return [...sent.filter((item) => item.hash !== transaction.hash), transaction].slice(-limit)
}
