import { providerRpcError } from './providerRpcError.js'

let nextId = 1

/**
 * Sends one JSON-RPC request to a node and returns its result. A JSON-RPC error is thrown
 * with the node's own code and data, as a browser wallet passes node errors on.
 */
export async function forwardJsonRpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
  })
  if (!response.ok) throw providerRpcError(-32603, `The node answered HTTP ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw providerRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}
