import { base58 } from './base58.js'
import { parseInstruction } from './parseInstruction.js'
import type { RecordedInnerInstruction, TransactionRecord } from './transactionLog.js'

/** The encodings getTransaction serves. */
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

/**
 * Builds a getTransaction result from a recorded transaction: slot, blockTime, the
 * transaction in the asked encoding and the meta (fee, balances, token balances, logs,
 * inner instructions) from which a wallet shows SOL and token movements.
 * @param withVersion - add `version`; validators do so only when the client sent
 *   maxSupportedTransactionVersion.
 */
export function formatTransaction(record: TransactionRecord, encoding: TransactionEncoding, withVersion: boolean) {
  const { transaction: tx } = record
  const keys = tx.accountKeys
  const parsed = encoding === 'jsonParsed'
  const formatInner = (inner: RecordedInnerInstruction) =>
    parsed
      ? parseInstruction(keys[inner.programIdIndex] ?? '', inner.accounts.map((i) => keys[i] ?? ''), inner.data, inner.stackHeight)
      : { programIdIndex: inner.programIdIndex, accounts: inner.accounts, data: base58.encode(inner.data), stackHeight: inner.stackHeight }
  const meta = {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions.map(({ index, instructions }) => ({ index, instructions: instructions.map(formatInner) })),
    logMessages: record.logMessages,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    computeUnitsConsumed: record.computeUnitsConsumed,
    ...(parsed ? {} : { loadedAddresses: tx.loadedAddresses }),
  }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    ...(withVersion ? { version: tx.version } : {}),
    transaction: formatBody(record, encoding),
    meta,
  }
}

function formatBody(record: TransactionRecord, encoding: TransactionEncoding): unknown {
  const { transaction: tx } = record
  if (encoding === 'base64') return [Buffer.from(tx.bytes).toString('base64'), 'base64']
  if (encoding === 'base58') return [base58.encode(tx.bytes), 'base58']
  const { message } = tx
  const signatures = tx.signatures.map((signature) => base58.encode(signature))
  const staticCount = message.staticAccountKeys.length
  const lookups = tx.version === 'legacy'
    ? {}
    : {
        addressTableLookups: message.addressTableLookups.map((lookup) => ({
          accountKey: lookup.accountKey.toBase58(),
          writableIndexes: lookup.writableIndexes,
          readonlyIndexes: lookup.readonlyIndexes,
        })),
      }
  if (encoding === 'json') {
    const instructions = message.compiledInstructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accountKeyIndexes,
      data: base58.encode(instruction.data),
      stackHeight: null,
    }))
    const accountKeys = tx.accountKeys.slice(0, staticCount)
    return { signatures, message: { header: message.header, accountKeys, recentBlockhash: message.recentBlockhash, instructions, ...lookups } }
  }
  const accountKeys = tx.accountKeys.map((pubkey, index) => ({
    pubkey,
    signer: message.isAccountSigner(index),
    writable: message.isAccountWritable(index),
    source: index < staticCount ? 'transaction' : 'lookupTable',
  }))
  const instructions = message.compiledInstructions.map((instruction) =>
    parseInstruction(
      tx.accountKeys[instruction.programIdIndex] ?? '',
      instruction.accountKeyIndexes.map((index) => tx.accountKeys[index] ?? ''),
      instruction.data,
      null,
    ),
  )
  return { signatures, message: { accountKeys, recentBlockhash: message.recentBlockhash, instructions, ...lookups } }
}
