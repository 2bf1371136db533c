import type { DecodedTransaction } from './decodeTransaction.js'
import type { TokenBalance } from './readTokenBalances.js'
import type { RpcTransactionError } from './toTransactionError.js'

/** An instruction a program invoked while the transaction ran (a CPI). */
export interface RecordedInnerInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
  stackHeight: number
}

/** A transaction that landed on the local chain, with what getTransaction reports. */
export interface TransactionRecord {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  transaction: DecodedTransaction
  /** Null when it succeeded; a failed transaction still lands and pays its fee. */
  err: RpcTransactionError | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logMessages: string[]
  innerInstructions: { index: number; instructions: RecordedInnerInstruction[] }[]
  computeUnitsConsumed: number
}

/** Options of {@link TransactionLog.forAddress}, as getSignaturesForAddress takes them. */
export interface ForAddressOptions {
  /** Start below this signature (exclusive). An unknown signature yields nothing. */
  before?: string
  /** Stop at this signature (exclusive). */
  until?: string
  /** Default 1000, the validator's cap. */
  limit?: number
}

/** The chain's transaction history, which litesvm does not keep in a queryable form. */
export interface TransactionLog {
  add(record: TransactionRecord): void
  get(signature: string): TransactionRecord | undefined
  /** Records naming `address` among their account keys, newest first. */
  forAddress(address: string, options?: ForAddressOptions): TransactionRecord[]
  /** The most recent records, newest first. */
  latest(count: number): TransactionRecord[]
  readonly size: number
}

/**
 * Creates an in-memory transaction history indexed by signature and by every account
 * key (static and looked-up). It lives as long as the chain: nothing is evicted.
 */
export function createTransactionLog(): TransactionLog {
  const records: TransactionRecord[] = []
  const positions = new Map<string, number>()
  const byAddress = new Map<string, number[]>()

  return {
    add(record) {
      const position = records.length
      records.push(record)
      positions.set(record.signature, position)
      for (const address of new Set(record.transaction.accountKeys)) {
        const list = byAddress.get(address)
        if (list) list.push(position)
        else byAddress.set(address, [position])
      }
    },
    get: (signature) => {
      const position = positions.get(signature)
      return position === undefined ? undefined : records[position]
    },
    forAddress(address, { before, until, limit = 1000 } = {}) {
      const upper = before === undefined ? Infinity : positions.get(before)
      if (upper === undefined) return []
      const lower = until === undefined ? -1 : (positions.get(until) ?? -1)
      const list = byAddress.get(address) ?? []
      const found: TransactionRecord[] = []
      for (let i = list.length - 1; i >= 0 && found.length < limit; i--) {
        const position = list[i]!
        if (position >= upper) continue
        if (position <= lower) break
        found.push(records[position]!)
      }
      return found
    },
    latest: (count) => records.slice(-count).reverse(),
    get size() {
      return records.length
    },
  }
}
