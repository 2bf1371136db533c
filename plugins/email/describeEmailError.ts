import { emailTexts as t } from './emailTexts.js'

/** The frame error fields the email views explain. */
interface FrameFailure {
  code?: string
  message?: string
  error?: { attemptsLeft?: number; retryAfterMs?: number } | undefined
}

/**
 * What to tell the person about a failed email step, by the frame's error code (never by its
 * message): a wrong code with the tries left, an expired one, the 30 s rule (SPEC §9).
 */
export function describeEmailError(error: unknown): string {
  const failure = (error ?? {}) as FrameFailure
  switch (failure.code) {
    case 'invalid_code':
      return t.wrongCode(failure.error?.attemptsLeft)
    case 'code_expired':
      return t.codeExpired
    case 'rate_limited':
      return t.tooSoon(Math.max(1, Math.ceil((failure.error?.retryAfterMs ?? 30_000) / 1000)))
    case 'invalid_input':
      return t.invalidEmail
    default:
      return failure.message || t.failed
  }
}
