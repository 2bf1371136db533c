import { base58 } from './base58.js'
import type { LedgerAccount } from './LedgerAccount.js'
import { parseAccountData } from './parseAccountData.js'
import { RpcError } from './RpcError.js'

/** The encodings the local chain serves account data in. */
export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed' | 'binary'

/** An account as Solana's JSON-RPC returns it. */
export interface RpcAccount {
  lamports: number
  owner: string
  data: unknown
  executable: boolean
  rentEpoch: number
  space: number
}

/** Reads the `encoding` config field; the validator's default is legacy 'binary'. */
export function readAccountEncoding(config: Record<string, unknown>, fallback: AccountEncoding = 'binary'): AccountEncoding {
  const encoding = config.encoding ?? fallback
  if (encoding === 'base58' || encoding === 'base64' || encoding === 'jsonParsed' || encoding === 'binary') {
    return encoding
  }
  throw RpcError.invalidParams(`Invalid param: unsupported encoding '${String(encoding)}'`)
}

/**
 * Formats an account for getAccountInfo, getMultipleAccounts, getTokenAccountsByOwner and
 * accountNotification. jsonParsed falls back to base64 for accounts it cannot parse.
 * @param dataSlice - `{ offset, length }` to return part of the data (not with jsonParsed).
 */
export function encodeAccount(
  account: LedgerAccount,
  encoding: AccountEncoding,
  getAccount: (address: string) => LedgerAccount | null,
  dataSlice?: unknown,
): RpcAccount {
  const base = {
    lamports: Number(account.lamports),
    owner: account.owner,
    executable: account.executable,
    // Every account is rent-exempt now; validators report u64::MAX, which JSON numbers round.
    rentEpoch: 0,
    space: account.data.length,
  }
  const parsed = encoding === 'jsonParsed' ? parseAccountData(account, getAccount) : null
  if (parsed) return { ...base, data: parsed }
  const bytes = slice(account.data, dataSlice)
  if (encoding === 'binary') return { ...base, data: base58.encode(bytes) }
  if (encoding === 'base58') return { ...base, data: [base58.encode(bytes), 'base58'] }
  return { ...base, data: [Buffer.from(bytes).toString('base64'), 'base64'] }
}

function slice(data: Uint8Array, dataSlice: unknown): Uint8Array {
  if (typeof dataSlice !== 'object' || dataSlice === null) return data
  const { offset, length } = dataSlice as { offset?: unknown; length?: unknown }
  if (typeof offset !== 'number' || typeof length !== 'number') {
    throw RpcError.invalidParams('Invalid param: dataSlice needs a numeric offset and length')
  }
  return data.subarray(offset, offset + length)
}
