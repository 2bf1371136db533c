import { memoProgramIds } from './memoProgramIds.js'
import { formatTransaction, type TransactionEncoding } from './formatTransaction.js'
import { readParam } from './readParam.js'
import { RpcError, rpcErrorCodes } from './RpcError.js'
import type { RpcMethod } from './RpcMethod.js'
import type { TransactionRecord } from './transactionLog.js'

const encodings = new Set<unknown>(['json', 'jsonParsed', 'base64', 'base58'])

/** RPC methods over the recorded history: an address's signatures, and one transaction. */
export const historyMethods: Record<string, RpcMethod> = {
  getSignaturesForAddress(params, { ledger }) {
    const address = readParam.address(params, 0)
    const config = readParam.config(params, 1)
    const limit = config.limit === undefined ? 1000 : readParam.integer([config.limit], 0)
    if (limit < 1 || limit > 1000) throw RpcError.invalidParams('Invalid limit; max 1000')
    const before = config.before === undefined ? undefined : readParam.signature([config.before], 0)
    const until = config.until === undefined ? undefined : readParam.signature([config.until], 0)
    return ledger.log.forAddress(address, { before, until, limit }).map((record) => ({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: memoOf(record),
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    }))
  },

  getTransaction(params, { ledger }) {
    const signature = readParam.signature(params, 0)
    // The second param may be the bare encoding, an older form clients still send.
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : readParam.config(params, 1)
    const encoding = config.encoding ?? 'json'
    if (!encodings.has(encoding)) throw RpcError.invalidParams(`Invalid param: unsupported encoding '${String(encoding)}'`)
    if (config.commitment === 'processed') throw RpcError.invalidParams('Method does not support commitment below `confirmed`')
    const record = ledger.log.get(signature)
    if (!record) return null
    const { version } = record.transaction
    const maxVersion = config.maxSupportedTransactionVersion
    if (version !== 'legacy' && (typeof maxVersion !== 'number' || version > maxVersion)) {
      throw new RpcError(
        rpcErrorCodes.unsupportedTransactionVersion,
        `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
      )
    }
    return formatTransaction(record, encoding as TransactionEncoding, maxVersion !== undefined)
  },
}

// Validators list each memo as "[byte length] text", joined with "; ".
function memoOf(record: TransactionRecord): string | null {
  const { message, accountKeys } = record.transaction
  const memos = message.compiledInstructions
    .filter((instruction) => memoProgramIds.has(accountKeys[instruction.programIdIndex] ?? ''))
    .map((instruction) => `[${instruction.data.length}] ${new TextDecoder().decode(instruction.data)}`)
  return memos.length === 0 ? null : memos.join('; ')
}
