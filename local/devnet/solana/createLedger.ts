import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { computeFee } from './computeFee.js'
import { decodeTransaction, type DecodedTransaction } from './decodeTransaction.js'
import type { LedgerAccount } from './LedgerAccount.js'
import { readExecution, type Execution } from './readExecution.js'
import { readTokenBalances } from './readTokenBalances.js'
import { RpcError } from './RpcError.js'
import { toSendError } from './toSendError.js'
import { toSvmTransaction } from './toSvmTransaction.js'
import { toTransactionError, type TransactionErrorDescription } from './toTransactionError.js'
import { createTransactionLog, type TransactionLog, type TransactionRecord } from './transactionLog.js'

type SvmAddress = Parameters<LiteSVM['getAccount']>[0]

/** A simulation's outcome; `failure` is null when the transaction would succeed. */
export interface Simulation extends Execution {
  failure: TransactionErrorDescription | null
  /** Accounts as the transaction would leave them, by address. */
  postAccounts: Map<string, LedgerAccount>
}

/** The local chain: litesvm plus the clock, blockhashes and history a validator keeps. */
export interface Ledger {
  readonly svm: LiteSVM
  readonly log: TransactionLog
  /** One slot (and one block) per landed transaction. */
  readonly slot: number
  /** Unix seconds of the latest slot. */
  readonly blockTime: number
  /** Issues a fresh blockhash, so two identical transfers still get distinct signatures. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  getAccount(address: string): LedgerAccount | null
  decode(bytes: Uint8Array): DecodedTransaction
  /** Runs and records a transaction. Throws the RpcError a validator would send instead. */
  process(transaction: DecodedTransaction, options: { preflight: boolean }): TransactionRecord
  simulate(transaction: DecodedTransaction, options: { sigVerify: boolean }): Simulation
  /** Calls `listener` after each landed transaction; returns the unsubscribe. */
  onCommit(listener: (record: TransactionRecord) => void): () => void
}

const blockhashLifetime = 150
const slotsPerEpoch = 432_000n

/**
 * Creates an empty local chain. The blockhash check is off (litesvm has no real block
 * production); uniqueness comes from issuing a new blockhash on every request instead.
 */
export function createLedger(): Ledger {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const log = createTransactionLog()
  const listeners = new Set<(record: TransactionRecord) => void>()
  const issued = new Map<string, number>()
  let slot = 0
  let blockTime = nowSeconds()
  setClock()

  function setClock(): void {
    const clock = svm.getClock()
    clock.slot = BigInt(slot)
    clock.epoch = BigInt(slot) / slotsPerEpoch
    clock.unixTimestamp = BigInt(blockTime)
    svm.setClock(clock)
  }

  function getAccount(address: string): LedgerAccount | null {
    const account = svm.getAccount(address as SvmAddress)
    if (!account.exists || account.lamports === 0n) return null
    const { lamports, programAddress, data, executable } = account
    return { lamports, owner: programAddress, data, executable }
  }

  function run<T>(action: () => T): T {
    try {
      return action()
    } catch (cause) {
      throw RpcError.invalidParams(`invalid transaction: ${String(cause)}`)
    }
  }

  function simulate(tx: DecodedTransaction, { sigVerify }: { sigVerify: boolean }): Simulation {
    svm.withSigverify(sigVerify)
    try {
      const result = run(() => svm.simulateTransaction(toSvmTransaction(tx)))
      if (result instanceof FailedTransactionMetadata) {
        return { ...readExecution(result.meta()), failure: toTransactionError(result), postAccounts: new Map() }
      }
      const postAccounts = new Map(result.postAccounts().map((account) => [
        account.address as string,
        { lamports: account.lamports, owner: account.programAddress, data: account.data as Uint8Array, executable: account.executable },
      ]))
      return { ...readExecution(result.meta()), failure: null, postAccounts }
    } finally {
      svm.withSigverify(true)
    }
  }

  function process(tx: DecodedTransaction, { preflight }: { preflight: boolean }): TransactionRecord {
    if (preflight) {
      const simulation = simulate(tx, { sigVerify: true })
      if (simulation.failure) throw toSendError(simulation.failure, simulation, 'Transaction simulation failed')
    }
    const balanceOf = (address: string): number => Number(getAccount(address)?.lamports ?? 0n)
    const preBalances = tx.accountKeys.map(balanceOf)
    const preTokenBalances = readTokenBalances(tx.accountKeys, getAccount)
    const result = run(() => svm.sendTransaction(toSvmTransaction(tx)))
    const failure = result instanceof FailedTransactionMetadata ? toTransactionError(result) : null
    const meta: TransactionMetadata = result instanceof FailedTransactionMetadata ? result.meta() : result
    const execution = readExecution(meta)
    const postBalances = tx.accountKeys.map(balanceOf)
    // A transaction that could not even pay its fee never reaches a block.
    if (failure && postBalances[0] === preBalances[0]) throw toSendError(failure, execution, 'Transaction failed')
    slot += 1
    blockTime = Math.max(blockTime, nowSeconds())
    setClock()
    const record: TransactionRecord = {
      signature: tx.signature,
      slot,
      blockTime,
      transaction: tx,
      err: failure?.err ?? null,
      fee: Number(computeFee(tx.message)),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: readTokenBalances(tx.accountKeys, getAccount),
      logMessages: execution.logMessages,
      innerInstructions: execution.innerInstructions,
      computeUnitsConsumed: execution.computeUnitsConsumed,
    }
    log.add(record)
    for (const listener of listeners) {
      // A failing subscriber must not turn a landed transaction into an RPC error.
      try {
        listener(record)
      } catch (error) {
        console.error('solana devnet: commit listener failed', error)
      }
    }
    return record
  }

  return {
    svm,
    log,
    get slot() {
      return slot
    },
    get blockTime() {
      return blockTime
    },
    latestBlockhash() {
      svm.expireBlockhash()
      const blockhash = svm.latestBlockhash()
      issued.set(blockhash, slot)
      // Issued in slot order, so expired ones sit at the front.
      for (const [hash, height] of issued) {
        if (height + blockhashLifetime >= slot) break
        issued.delete(hash)
      }
      return { blockhash, lastValidBlockHeight: slot + blockhashLifetime }
    },
    isBlockhashValid(blockhash) {
      const height = issued.get(blockhash)
      return height !== undefined && slot <= height + blockhashLifetime
    },
    getAccount,
    decode: (bytes) => decodeTransaction(bytes, (address) => getAccount(address)?.data ?? null),
    process,
    simulate,
    onCommit(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}
