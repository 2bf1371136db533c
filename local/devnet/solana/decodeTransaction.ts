import {
  AddressLookupTableAccount,
  VersionedTransaction,
  type TransactionVersion,
  type VersionedMessage,
} from '@solana/web3.js'
import { base58 } from './base58.js'
import { RpcError } from './RpcError.js'

/** A wire transaction taken apart into what the chain and the history need. */
export interface DecodedTransaction {
  bytes: Uint8Array
  message: VersionedMessage
  signatures: Uint8Array[]
  /** The first signature, base58: the transaction's id. */
  signature: string
  version: TransactionVersion
  /** Static keys, then keys loaded from lookup tables (writable, then readonly). */
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
}

/**
 * Decodes a wire transaction and resolves its address lookup tables against the chain.
 * Throws an invalid-params RpcError for bytes that are not a transaction, as a validator
 * does.
 * @param readAccountData - the chain's account data by address; null when absent.
 */
export function decodeTransaction(
  bytes: Uint8Array,
  readAccountData: (address: string) => Uint8Array | null,
): DecodedTransaction {
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(bytes)
  } catch (cause) {
    throw RpcError.invalidParams(`failed to deserialize transaction: ${String(cause)}`)
  }
  const { message, signatures } = transaction
  const first = signatures[0]
  if (first === undefined) throw RpcError.invalidParams('transaction has no signatures')
  const loaded = resolveLookups(message, readAccountData)
  return {
    bytes,
    message,
    signatures,
    signature: base58.encode(first),
    version: message.version,
    accountKeys: [
      ...message.staticAccountKeys.map((key) => key.toBase58()),
      ...loaded.writable,
      ...loaded.readonly,
    ],
    loadedAddresses: loaded,
  }
}

// A table that is missing or too short leaves its keys out; litesvm then rejects the
// transaction itself, so no record is ever built on the partial list.
function resolveLookups(
  message: VersionedMessage,
  readAccountData: (address: string) => Uint8Array | null,
): { writable: string[]; readonly: string[] } {
  const writable: string[] = []
  const readonly: string[] = []
  for (const lookup of message.addressTableLookups) {
    const data = readAccountData(lookup.accountKey.toBase58())
    if (data === null) continue
    const { addresses } = AddressLookupTableAccount.deserialize(data)
    const pick = (index: number): string | undefined => addresses[index]?.toBase58()
    for (const index of lookup.writableIndexes) push(writable, pick(index))
    for (const index of lookup.readonlyIndexes) push(readonly, pick(index))
  }
  return { writable, readonly }
}

function push(list: string[], address: string | undefined): void {
  if (address !== undefined) list.push(address)
}
