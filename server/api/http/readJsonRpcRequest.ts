import type { Context } from 'hono'
import { z } from 'zod'
import { readJsonBody } from './readJsonBody.js'

const request = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(100), z.number(), z.null()]),
  method: z.string().max(100),
  params: z.array(z.unknown()).max(16).default([]),
}, { error: 'expected a single JSON-RPC 2.0 request' })

/** One JSON-RPC 2.0 request as the single-call endpoints take it. */
export type JsonRpcRequest = z.output<typeof request>

/** Reads one JSON-RPC request (not a batch); anything else is a 400 naming the field at fault. */
export function readJsonRpcRequest(c: Context): Promise<JsonRpcRequest> {
  return readJsonBody(c, request)
}

/** A JSON-RPC error answer; 200 as JSON-RPC over HTTP has it, so clients read `code` and `data`. */
export function jsonRpcError(id: JsonRpcRequest['id'], code: number, message: string, data?: Record<string, unknown>) {
  return { jsonrpc: '2.0' as const, id, error: { code, message, ...(data && { data }) } }
}
