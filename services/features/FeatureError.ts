import { AirlockError, type AirlockErrorOptions } from '../../errors/AirlockError.js'

/**
 * What a feature tells the person when a step fails, for a host that draws its own UI:
 * `code` is the stable code Airlock's own view decides on (a wallet's `USER_REJECTED`, the
 * wallet frame's `invalid_code`, a form rule's `send.error.balance` …), `message` the very
 * text that view shows, in the person's language, and `field` the input it concerns.
 *
 * @example
 * const { error } = useEmailLogin()
 * if (error?.code === 'invalid_code') focusCodeField()
 * return error && <p role="alert">{error.message}</p>
 */
export class FeatureError extends AirlockError {
  override name = 'FeatureError'
  /** The feature that reported it (`email`, `send` …). */
  readonly feature: string
  /** The input it concerns (`amount`, `receiver`, `otp` …), when it concerns one. */
  readonly field: string | undefined

  constructor(feature: string, code: string, message: string, options: AirlockErrorOptions & { field?: string | undefined } = {}) {
    super(code, message, options)
    this.feature = feature
    this.field = options.field
  }
}
