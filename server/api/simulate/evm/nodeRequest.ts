import { BaseError, type PublicClient } from 'viem'

/** JSON-RPC codes a node answers for a method it does not have (EIP-1474's -32004, and -32601). */
const unsupportedCodes = new Set([-32601, -32004])

/** Whether `error` is a node saying it lacks the method, read from its code. */
export function isMethodUnsupported(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(error.walk((cause) => unsupportedCodes.has((cause as { code?: number }).code ?? 0)))
}

/** One JSON-RPC request to a chain's node through its viem client (methods viem does not type). */
export function nodeRequest<T>(client: PublicClient, method: string, params: unknown[]): Promise<T> {
  return (client.request as (args: { method: string; params: unknown[] }, options?: { retryCount?: number }) => Promise<T>)({ method, params }, { retryCount: 0 })
}
