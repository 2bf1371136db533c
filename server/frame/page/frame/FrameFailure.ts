import type { FrameErrorCode } from '../../../../adapters/embedded/protocol/frameErrorCodes.js'
import type { FrameError } from '../../../../adapters/embedded/protocol/frameMessageSchema.js'

/** An error the frame reports to its parent as is: a stable code, a message, and facts by code. */
export class FrameFailure extends Error {
  override name = 'FrameFailure'

  constructor(
    readonly code: FrameErrorCode,
    message: string,
    readonly facts: Omit<FrameError, 'code' | 'message'> = {},
  ) {
    super(message)
  }

  /** The error as an ERROR reply carries it. */
  toFrameError(): FrameError {
    return { code: this.code, message: this.message, ...this.facts }
  }
}
