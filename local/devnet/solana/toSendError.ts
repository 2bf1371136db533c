import type { Execution } from './readExecution.js'
import { RpcError, rpcErrorCodes } from './RpcError.js'
import type { TransactionErrorDescription } from './toTransactionError.js'

/**
 * The error sendTransaction answers for a transaction that will not land: -32003 for a bad
 * signature, else -32002 with the validator's preflight data (`err`, `logs`,
 * `unitsConsumed`), which web3.js turns into a SendTransactionError exposing the logs.
 * @param prefix - 'Transaction simulation failed' after preflight, as validators word it.
 */
export function toSendError(failure: TransactionErrorDescription, execution: Execution, prefix: string): RpcError {
  if (failure.err === 'SignatureFailure') {
    return new RpcError(rpcErrorCodes.signatureVerificationFailure, 'Transaction signature verification failure')
  }
  return new RpcError(rpcErrorCodes.preflightFailure, `${prefix}: ${failure.message}`, {
    err: failure.err,
    logs: execution.logMessages,
    accounts: null,
    unitsConsumed: execution.computeUnitsConsumed,
    returnData: null,
    innerInstructions: null,
  })
}
