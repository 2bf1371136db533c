import { AirlockError, type AirlockErrorOptions } from '../../kernel/errors/AirlockError.js'

/** Stable codes of a social login's failures. */
export type SocialLoginErrorCode =
  /** The provider is not one of the six, or has no configuration on this backend. */
  | 'SOCIAL_PROVIDER_NOT_CONFIGURED'
  /** The callback's `state` is missing, unknown, used already, expired, or not this caller's. */
  | 'SOCIAL_BAD_STATE'
  /** The person declined at the provider (`error=access_denied`). */
  | 'SOCIAL_CONSENT_DENIED'
  /** The provider answered with an error, or with something that failed a check (PKCE, nonce, ID token, issuer). */
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
