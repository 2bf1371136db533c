import { KeyMismatchError } from '../../custody/KeyMismatchError.js'
import { BackendError } from '../backend/BackendError.js'
import { FrameFailure } from './FrameFailure.js'

/** Any error as the frame reports it: its own failures as they are, backend errors by code, the rest as `internal`. */
export function toFrameFailure(error: unknown): FrameFailure {
  if (error instanceof FrameFailure) return error
  if (error instanceof BackendError) return new FrameFailure(error.code, error.message, error.facts)
  if (error instanceof KeyMismatchError) return new FrameFailure('key_mismatch', error.message)
  const rpcCode = (error as { code?: unknown })?.code
  if (typeof rpcCode === 'number') return new FrameFailure('rpc_error', (error as Error).message.split('\n')[0] ?? 'RPC error', { rpcCode })
  return new FrameFailure('internal', 'Something went wrong')
}
