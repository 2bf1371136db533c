import type { PendingTransaction } from './SendState.js'

/** How many pending transactions are tracked at most (SPEC §9). */
export const PENDING_TRANSACTIONS_LIMIT = 99

/**
 * Adds `transaction` to the pending list, dropping the oldest ones beyond `limit`, so a page
 * that sends for hours keeps a bounded list.
 */
export function trackPending(pending: readonly PendingTransaction[], transaction: PendingTransaction, limit = PENDING_TRANSACTIONS_LIMIT): PendingTransaction[] {
  return [...pending, transaction].slice(-limit)
}
