import { z } from 'zod'
import { parseAccount } from '../accounts/parseAccount.js'

/** JSON-RPC error codes the live socket answers with. */
export const rpcErrors = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  unauthorized: -32001,
  loginRequired: -32002,
  forbidden: -32003,
  tooMany: -32005,
} as const

/** A JSON-RPC 2.0 request as the socket accepts it. */
export const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(64), z.number()]),
  method: z.string().max(64),
  params: z.unknown().optional(),
})

/** `login` params: the project the socket acts for. */
export const loginParams = z.object({ projectId: z.string().min(1).max(128) })
/** `subscribe` params: `account:<caip10>`. */
export const subscribeParams = z.object({ topic: z.string().max(256) })
/** `unsubscribe` params: an id `subscribe` returned. */
export const unsubscribeParams = z.object({ subscription: z.string().max(64) })

/**
 * Canonical form of an `account:<caip10>` topic (EVM addresses lower-cased, as the indexer
 * announces them); undefined when the topic is not one.
 */
export function normalizeTopic(topic: string): string | undefined {
  if (!topic.startsWith('account:')) return undefined
  const ref = parseAccount(topic.slice('account:'.length))
  if (!ref?.chainId) return undefined
  return `account:${ref.chainId}:${ref.address}`
}
