import { accountMethods } from './accountMethods.js'
import { clusterMethods } from './clusterMethods.js'
import { historyMethods } from './historyMethods.js'
import { RpcError, rpcErrorCodes } from './RpcError.js'
import type { RpcContext, RpcMethod } from './RpcMethod.js'
import { tokenMethods } from './tokenMethods.js'
import { transactionMethods } from './transactionMethods.js'

/**
 * Answers a parsed JSON-RPC body — one request or a batch — with the response to send, or
 * undefined when it held only notifications (requests without an id), which get none.
 */
export type RpcHandler = (body: unknown) => unknown

/** Every method the local chain answers over HTTP. */
export const rpcMethods: Record<string, RpcMethod> = {
  ...clusterMethods,
  ...accountMethods,
  ...tokenMethods,
  ...transactionMethods,
  ...historyMethods,
}

/**
 * Creates the JSON-RPC 2.0 dispatcher over the local chain's methods.
 * @param methods - default {@link rpcMethods}; tests may pass a smaller table.
 */
export function createRpcHandler(context: RpcContext, methods: Record<string, RpcMethod> = rpcMethods): RpcHandler {
  function handleOne(request: unknown): unknown {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      return failure(null, new RpcError(rpcErrorCodes.invalidRequest, 'Invalid request'))
    }
    const { jsonrpc, id, method, params = [] } = request as Record<string, unknown>
    const replyId = isId(id) ? id : null
    if (jsonrpc !== '2.0' || typeof method !== 'string' || (id !== undefined && !isId(id))) {
      return failure(replyId, new RpcError(rpcErrorCodes.invalidRequest, 'Invalid request'))
    }
    let response: unknown
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler) {
      response = failure(replyId, new RpcError(rpcErrorCodes.methodNotFound, 'Method not found'))
    } else if (!Array.isArray(params)) {
      response = failure(replyId, RpcError.invalidParams('Invalid params: expected an array'))
    } else {
      try {
        response = { jsonrpc: '2.0', id: replyId, result: handler(params, context) }
      } catch (cause) {
        response = failure(replyId, cause instanceof RpcError
          ? cause
          : new RpcError(rpcErrorCodes.internalError, `Internal error: ${String(cause)}`))
      }
    }
    return id === undefined ? undefined : response
  }

  return (body) => {
    if (!Array.isArray(body)) return handleOne(body)
    if (body.length === 0) return failure(null, new RpcError(rpcErrorCodes.invalidRequest, 'Invalid request'))
    const responses = body.map(handleOne).filter((response) => response !== undefined)
    return responses.length === 0 ? undefined : responses
  }
}

function isId(id: unknown): id is string | number | null {
  return id === null || typeof id === 'string' || typeof id === 'number'
}

function failure(id: string | number | null, error: RpcError): unknown {
  const body = { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) }
  return { jsonrpc: '2.0', id, error: body }
}
