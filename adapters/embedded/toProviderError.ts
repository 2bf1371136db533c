import { providerError } from 'airlock/kit'
import { FrameRequestError } from './protocol/FrameRequestError.js'

// The EIP-1193 code of a frame error that carries none of its own.
const rpcCodes: Partial<Record<FrameRequestError['code'], number>> = {
  rpc_not_allowed: 4200,
  approval_required: 4100,
  not_connected: 4100,
  session_expired: 4100,
  aborted: 4001,
  unsupported: 4200,
  invalid_input: -32602,
}

/** An EIP-1193 error for a frame failure: its JSON-RPC code when the frame sent one, else one by its code. */
export function toProviderError(error: unknown): Error {
  if (!(error instanceof FrameRequestError)) return error instanceof Error ? error : new Error(String(error))
  const code = error.error?.rpcCode ?? rpcCodes[error.code] ?? -32603
  return Object.assign(providerError(code, error.message), { frameCode: error.code })
}
