import type { FrameErrorCode } from './frameErrorCodes.js'
import type { FrameError } from './frameMessageSchema.js'

/** Failures of the transport itself, before or besides the frame's own ERROR replies (SPEC §8). */
export type FrameTransportErrorCode = 'iframe_load_failed' | 'iframe_request_timeout'

/**
 * A request the frame answered with ERROR, or one the transport gave up on. `code` is stable:
 * match on it, never on `message`.
 */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  readonly code: FrameErrorCode | FrameTransportErrorCode
  /** The frame's error as it sent it (rpcCode, field, retryAfterMs, attemptsLeft), when it sent one. */
  readonly error: FrameError | undefined

  constructor(code: FrameErrorCode | FrameTransportErrorCode, message: string, error?: FrameError) {
    super(message)
    this.code = code
    this.error = error
  }
}
