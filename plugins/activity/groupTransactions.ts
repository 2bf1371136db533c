import type { Transaction } from './transactionSchema.js'

/** Transactions by year, then by month index (0–11), each list newest first (SPEC §3). */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>

/** Groups transactions by the year and month they were mined, newest first within each. */
export function groupTransactions(transactions: readonly Transaction[]): TransactionsByYear {
  const grouped: TransactionsByYear = {}
  const newestFirst = [...transactions].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  for (const transaction of newestFirst) {
    const mined = new Date(transaction.metadata.minedAt)
    const year = mined.getUTCFullYear()
    const month = mined.getUTCMonth()
    ;((grouped[year] ??= {})[month] ??= []).push(transaction)
  }
  return grouped
}

/** SPEC §5: a transaction is hidden when every one of its transfers is flagged as spam. */
export function isSpam(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
}
