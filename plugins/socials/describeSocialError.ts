import type { I18n } from 'airlock/kit'
import catalogs from './messages?catalogs'

/** The frame error fields the socials views explain. */
interface FrameFailure {
  code?: string
  message?: string
}

const messageOf: Record<string, string> = {
  consent_denied: 'socials.error.denied',
  last_login: 'socials.error.lastLogin',
  login_taken: 'socials.error.loginTaken',
  email_taken: 'socials.error.emailTaken',
  invalid_code: 'socials.error.wrongCode',
  rate_limited: 'socials.error.tooSoon',
  popup_blocked: 'socials.error.popupBlocked',
}

/**
 * What to tell the person about a failed social or Farcaster step, in the instance's language,
 * by the frame's error code; `name` is the login's display name. Another failure shows the
 * frame's own message.
 */
export function describeSocialError(error: unknown, name: string, i18n: I18n): string {
  const failure = (error ?? {}) as FrameFailure
  const id = failure.code && messageOf[failure.code]
  if (id) return i18n.t(catalogs, id, { name })
  return failure.message || i18n.t(catalogs, 'socials.error.failed')
}
