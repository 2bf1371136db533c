import type { Translate } from 'airlock/react/kit'

/** What the passkey views say of a failure, by its code (never its message). */
export function describePasskeyError(error: unknown, t: Translate): string {
  switch ((error as { code?: unknown } | undefined)?.code) {
    case 'last_login':
      return t('passkeys.error.lastLogin')
    case 'last_factor':
      return t('passkeys.error.lastFactor')
    case 'aborted':
      return t('passkeys.error.cancelled')
    default:
      return t('passkeys.error.failed')
  }
}
