/**
 * A JSON-RPC error the local chain answers with. The codes are the ones Solana validators
 * use, so @solana/web3.js raises the same error classes (SendTransactionError …) as it
 * would against a real cluster.
 */
export class RpcError extends Error {
  /** The JSON-RPC `code`. */
  readonly code: number
  /** The JSON-RPC `data`, e.g. the simulation result of a failed preflight. */
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'RpcError'
    this.code = code
    this.data = data
  }

  /** -32602: a missing or malformed parameter. */
  static invalidParams(message: string): RpcError {
    return new RpcError(-32602, message)
  }
}

/** The JSON-RPC error codes the local chain uses. */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
} as const
