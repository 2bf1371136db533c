import { socialTexts as t } from './socialTexts.js'

/** The frame error fields the socials views explain. */
interface FrameFailure {
  code?: string
  message?: string
}

/** What to tell the person about a failed social or Farcaster step, by the frame's error code. */
export function describeSocialError(error: unknown, name: string): string {
  const failure = (error ?? {}) as FrameFailure
  if (failure.code === 'consent_denied') return t.denied(name)
  if (failure.code === 'last_login') return t.lastLogin
  if (failure.code === 'login_taken') return t.loginTaken(name)
  if (failure.code === 'email_taken') return t.emailTaken
  if (failure.code === 'invalid_code') return t.wrongCode
  if (failure.code === 'rate_limited') return t.tooSoon
  return failure.message || t.failed
}
