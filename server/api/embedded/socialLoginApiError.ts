import { SocialLoginError } from '../../social/SocialLoginError.js'
import { ApiError } from '../http/ApiError.js'

/**
 * How a social login's failure reaches the frame: a stable code it maps to a message. What
 * the caller brought (a state that is unknown, used, another device's or another browser's;
 * a callback whose code or issuer was changed) is a 400; only a provider that failed or could
 * not be reached is a 502. Anything else is passed on as it is.
 */
export function socialLoginApiError(error: unknown): unknown {
  if (!(error instanceof SocialLoginError)) return error
  switch (error.code) {
    case 'SOCIAL_CONSENT_DENIED':
      return new ApiError(400, 'You declined the sign-in; nothing was shared', undefined, { code: 'consent_denied' })
    case 'SOCIAL_BAD_STATE':
      return new ApiError(400, error.shortMessage, 'uri', { code: 'code_expired' })
    case 'SOCIAL_BAD_CALLBACK':
      return new ApiError(400, 'This sign-in could not be finished with what came back; start again', 'uri', { code: 'code_expired' })
    case 'SOCIAL_PROVIDER_NOT_CONFIGURED':
      return new ApiError(400, error.shortMessage, 'provider', { code: 'unsupported' })
    default:
      return new ApiError(502, 'The sign-in provider did not answer as expected; try again', undefined, { code: 'backend_unavailable' })
  }
}
