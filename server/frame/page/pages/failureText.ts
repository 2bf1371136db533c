import { MIN_RECOVERY_PASSWORD_LENGTH } from '../../custody/sealWithPassword.js'
import type { I18n } from '../../../../services/i18n/createI18n.js'
import { BackendError } from '../backend/BackendError.js'
import { toFrameFailure } from '../frame/toFrameFailure.js'
import catalogs from '../messages?all-catalogs'

/**
 * What a frame page's alert says of a failure, in the page's language: by its code (and the
 * field it names), never by its message, which is the frame's English for its parent.
 */
export function failureText(error: unknown, i18n: I18n): string {
  const t = (id: string, values?: Record<string, unknown>) => i18n.t(catalogs, id, values)
  const failure = toFrameFailure(error)
  // The API's own rate limit answers 429 without a code of the frame's.
  if (error instanceof BackendError && error.status === 429 && failure.code !== 'rate_limited') return t('frame.failure.tooMany')
  switch (failure.code) {
    case 'invalid_input':
      if (failure.facts.field === 'password') return t('frame.failure.wrongPassword')
      if (failure.facts.field === 'confirm-password') return t('frame.failure.passwordsDiffer')
      if (failure.facts.field === 'new-password') return t('frame.failure.passwordTooShort', { min: MIN_RECOVERY_PASSWORD_LENGTH })
      if (failure.facts.field === 'email') return t('frame.failure.email')
      return t('frame.failure.invalid')
    case 'invalid_code':
      return t('frame.failure.invalidCode')
    case 'code_expired':
      return failure.facts.attemptsLeft === 0 ? t('frame.failure.codeUsedUp') : t('frame.failure.codeExpired')
    case 'rate_limited':
      // On a code: too many wrong ones, locked out for minutes; otherwise the wait between emails.
      if (failure.facts.field === 'otp') return t('frame.failure.codeLocked', { minutes: Math.ceil((failure.facts.retryAfterMs ?? 60_000) / 60_000) })
      return t('frame.failure.rateLimited', { seconds: Math.ceil((failure.facts.retryAfterMs ?? 30_000) / 1000) })
    case 'backend_unavailable':
      return t('frame.failure.unreachable')
    case 'session_expired':
    case 'not_connected':
      return t('frame.failure.sessionExpired')
    case 'key_mismatch':
      return t('frame.failure.keyMismatch')
    case 'passkey_refused':
      return t('frame.failure.passkeyRefused')
    case 'aborted':
      return t('frame.failure.cancelled')
    case 'login_taken':
      return t('frame.failure.passkeyTaken')
    case 'step_up_required':
      return t('frame.failure.stepUp')
    case 'passkey_locked':
      return t('frame.failure.locked')
    case 'last_login':
      return t('frame.failure.lastLogin')
    case 'last_factor':
      return t('frame.failure.lastFactor')
    default:
      return t('frame.failure.generic')
  }
}
