import type { I18n } from 'airlock/kit'
import catalogs from './messages?catalogs'

/** The frame error fields the email views explain. */
interface FrameFailure {
  code?: string
  message?: string
  error?: { attemptsLeft?: number; retryAfterMs?: number; field?: string } | undefined
}

/**
 * What to tell the person about a failed email step, in the instance's language, by the
 * frame's error code (never by its message): a wrong code with the tries left, an expired one,
 * the 30 s rule (SPEC §9), SPEC §8's frame failures. Another failure shows the frame's own
 * message. `step`: `totp` while a new device waits for an authenticator-app code, whose
 * lockout and format are the app's, not an email's.
 */
export function describeEmailError(error: unknown, i18n: I18n, step: 'email' | 'totp' = 'email'): string {
  const t = (id: string, values?: Record<string, unknown>) => i18n.t(catalogs, id, values)
  const failure = (error ?? {}) as FrameFailure
  if (step === 'totp') {
    const field = failure.error?.field
    const locked = (failure.code === 'rate_limited' && field === 'totp') || (failure.code === 'invalid_code' && failure.error?.attemptsLeft === 0)
    if (locked) return t('email.error.appLocked', { minutes: Math.max(1, Math.ceil((failure.error?.retryAfterMs ?? 5 * 60_000) / 60_000)) })
    if (failure.code === 'invalid_input') return field === 'totp' ? t('email.error.appCodeFormat') : t('email.error.startAgain')
  }
  switch (failure.code) {
    case 'invalid_code': {
      const left = failure.error?.attemptsLeft
      return left === undefined ? t('email.error.wrongCode') : left > 0 ? t('email.error.wrongCodeLeft', { count: left }) : t('email.error.wrongCodeNoneLeft')
    }
    case 'code_expired':
      return t('email.error.codeExpired')
    case 'rate_limited':
      return t('email.error.tooSoon', { seconds: Math.max(1, Math.ceil((failure.error?.retryAfterMs ?? 30_000) / 1000)) })
    case 'invalid_input':
      return t('email.error.invalidEmail')
    // SPEC §8's texts of the frame not loading, not answering, or refusing this site.
    case 'iframe_load_failed':
      return t('email.error.frameLoadFailed')
    case 'iframe_request_timeout':
      return t('email.error.frameTimeout')
    case 'unverified_domain':
      return t('email.error.unverifiedDomain')
    default:
      return failure.message || t('email.error.failed')
  }
}
