import { FrameFailure } from '../frame/FrameFailure.js'

/** A JSON-RPC call to a chain, through the API's proxy. */
export type RpcClient = (chainId: string, method: string, params?: unknown) => Promise<unknown>

/**
 * JSON-RPC to the configured nodes through the API's proxy (`POST /v1/?chainId=`), which
 * forwards only read methods and raw sends. A node error keeps its code.
 */
export function createRpcClient(apiUrl: string, projectId: string, doFetch: typeof fetch = fetch.bind(globalThis)): RpcClient {
  let nextId = 1
  return async (chainId, method, params) => {
    const url = new URL(`${apiUrl.replace(/\/+$/, '')}/v1/`)
    url.searchParams.set('chainId', chainId)
    url.searchParams.set('projectId', projectId)
    let body: { result?: unknown; error?: { code?: number; message?: string } }
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, ...(params !== undefined && { params }) }),
        credentials: 'omit',
      })
      body = (await response.json()) as typeof body
    } catch {
      throw new FrameFailure('backend_unavailable', 'The chain cannot be reached', { rpcCode: -32603 })
    }
    if (body.error) throw new FrameFailure('rpc_error', body.error.message ?? 'RPC error', { rpcCode: body.error.code ?? -32603 })
    return body.result
  }
}
