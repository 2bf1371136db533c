import { encodeAccount, readAccountEncoding } from './encodeAccount.js'
import { parseInstruction } from './parseInstruction.js'
import { readParam } from './readParam.js'
import { readWireTransaction } from './readWireTransaction.js'
import { RpcError } from './RpcError.js'
import { inContext, type RpcMethod } from './RpcMethod.js'

const maxSignatureStatuses = 256

/** RPC methods that run transactions and report their status. */
export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction(params, { ledger }) {
    const config = readParam.config(params, 1)
    const bytes = readWireTransaction(readParam.string(params, 0), config.encoding)
    return ledger.process(ledger.decode(bytes), { preflight: config.skipPreflight !== true }).signature
  },

  simulateTransaction(params, { ledger }) {
    const config = readParam.config(params, 1)
    const sigVerify = config.sigVerify === true
    if (sigVerify && config.replaceRecentBlockhash === true) {
      throw RpcError.invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    }
    const transaction = ledger.decode(readWireTransaction(readParam.string(params, 0), config.encoding))
    const simulation = ledger.simulate(transaction, { sigVerify })
    const keys = transaction.accountKeys
    const requested = readParam.config([config.accounts], 0)
    const accounts = requested.addresses === undefined || simulation.failure
      ? null
      : readParam.array([requested.addresses], 0).map((_, index, addresses) => {
          const address = readParam.address(addresses, index)
          const account = simulation.postAccounts.get(address) ?? ledger.getAccount(address)
          return account && encodeAccount(account, readAccountEncoding(requested, 'base64'), ledger.getAccount)
        })
    const innerInstructions = config.innerInstructions === true
      ? simulation.innerInstructions.map(({ index, instructions }) => ({
          index,
          instructions: instructions.map((inner) =>
            parseInstruction(keys[inner.programIdIndex] ?? '', inner.accounts.map((i) => keys[i] ?? ''), inner.data, inner.stackHeight),
          ),
        }))
      : null
    return inContext(ledger, {
      err: simulation.failure?.err ?? null,
      logs: simulation.logMessages,
      accounts,
      unitsConsumed: simulation.computeUnitsConsumed,
      returnData: simulation.returnData && {
        programId: simulation.returnData.programId,
        data: [Buffer.from(simulation.returnData.data).toString('base64'), 'base64'],
      },
      innerInstructions,
      replacementBlockhash: config.replaceRecentBlockhash === true ? ledger.latestBlockhash() : null,
    })
  },

  getSignatureStatuses(params, { ledger }) {
    const signatures = readParam.array(params, 0)
    if (signatures.length > maxSignatureStatuses) {
      throw RpcError.invalidParams(`Too many inputs provided; max ${maxSignatureStatuses}`)
    }
    const value = signatures.map((_, index) => {
      const record = ledger.log.get(readParam.signature(signatures, index))
      if (!record) return null
      // One node, no forks: a landed transaction is final at once.
      return {
        slot: record.slot,
        confirmations: null,
        err: record.err,
        status: record.err === null ? { Ok: null } : { Err: record.err },
        confirmationStatus: 'finalized',
      }
    })
    return inContext(ledger, value)
  },
}
