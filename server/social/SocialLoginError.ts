import { AirlockError, type AirlockErrorOptions } from '../../errors/AirlockError.js'

/** Stable codes of a social login's failures. */
export type SocialLoginErrorCode =
  /** The provider is not one of the six, or has no configuration on this backend. */
  | 'SOCIAL_PROVIDER_NOT_CONFIGURED'
  /** The callback's `state` is missing, unknown, used already, expired, or not this caller's. */
  | 'SOCIAL_BAD_STATE'
  /** The person declined at the provider (`error=access_denied`). */
  | 'SOCIAL_CONSENT_DENIED'
  /**
   * The callback's parameters fail the exchange or its checks: a code the provider does not
   * know (`invalid_grant`), another issuer, an ID token that does not verify. The caller's
   * doing (a changed or replayed callback), not the provider's.
   */
  | 'SOCIAL_BAD_CALLBACK'
  /** The provider answered with an error of its own (a wrong client secret, a failing user endpoint). */
  | 'SOCIAL_PROVIDER_ERROR'
  /** The provider could not be reached. */
  | 'SOCIAL_PROVIDER_UNAVAILABLE'

/** A social login that could not finish; match on `code`. */
export class SocialLoginError extends AirlockError {
  override name = 'SocialLoginError'
  declare readonly code: SocialLoginErrorCode

  constructor(code: SocialLoginErrorCode, shortMessage: string, options?: AirlockErrorOptions) {
    super(code, shortMessage, options)
  }
}
