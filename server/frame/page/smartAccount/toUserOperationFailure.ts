import { BaseError } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'

/** A bundler's or paymaster's refusal as the frame reports it: its short message, and its JSON-RPC code when it has one. */
export function toUserOperationFailure(error: unknown): FrameFailure {
  if (error instanceof FrameFailure) return error
  const rpc = error instanceof BaseError ? (error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as { code?: number } | null) : null
  const message = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
  return new FrameFailure('rpc_error', `User operation failed: ${message}`, { rpcCode: rpc?.code ?? -32603 })
}
