import type { FrameErrorCode } from '../../../../adapters/embedded/protocol/frameErrorCodes.js'
import { frameErrorCodes } from '../../../../adapters/embedded/protocol/frameErrorCodes.js'
import { stepUpActions, type StepUpAction } from '../../../../adapters/embedded/protocol/stepUpActions.js'

/** A failed call to the embedded wallet's backend, with the stable code the frame reports. */
export class BackendError extends Error {
  override name = 'BackendError'

  constructor(
    readonly status: number,
    readonly code: FrameErrorCode,
    message: string,
    readonly facts: { field?: string; retryAfterMs?: number; attemptsLeft?: number; action?: StepUpAction } = {},
  ) {
    super(message)
  }

  /** Builds the error from an answer's JSON body (`{ message, field, code, … }`). */
  static fromAnswer(status: number, body: unknown): BackendError {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    const known = typeof b['code'] === 'string' && (frameErrorCodes as readonly string[]).includes(b['code'])
    const code: FrameErrorCode = known
      ? (b['code'] as FrameErrorCode)
      : status === 401 ? 'session_expired' : status === 403 ? 'unverified_domain' : status === 400 ? 'invalid_input' : 'backend_unavailable'
    const message = typeof b['message'] === 'string' ? b['message'] : `HTTP status code: ${status}`
    const number = (key: string) => (typeof b[key] === 'number' ? (b[key] as number) : undefined)
    return new BackendError(status, code, message, {
      ...(typeof b['field'] === 'string' && { field: b['field'] }),
      ...(number('retryAfterMs') !== undefined && { retryAfterMs: number('retryAfterMs') }),
      ...(number('attemptsLeft') !== undefined && { attemptsLeft: number('attemptsLeft') }),
      ...((stepUpActions as readonly unknown[]).includes(b['action']) && { action: b['action'] as StepUpAction }),
    })
  }
}
