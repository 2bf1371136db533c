/**
 * What a fresh passkey assertion or authenticator-app code may unlock once a person's second
 * factor is on. Each step-up is made for one of these (and, for a send, for one transaction)
 * and is refused for any other.
 */
export const stepUpActions = [
  /** Revealing the keys on the export page. */
  'export_key',
  /** Setting or changing the recovery password. */
  'recovery_password',
  /** Changing the wallet's email. */
  'change_email',
  /** Adding a way to sign in: a passkey, a social login, an email. */
  'add_login',
  /** Removing a way to sign in. */
  'remove_login',
  /** A send or swap worth more than the app's limit (`features.passkeys.stepUpUsd`). */
  'send',
  /** Turning the second factor off, or replacing the authenticator app. */
  'second_factor',
  /** Rebuilding the keys on a new device from the auth and recovery shares. */
  'new_device',
  /** Signing another device out (one, or every other). */
  'end_sessions',
] as const

/** One of {@link stepUpActions}. */
export type StepUpAction = (typeof stepUpActions)[number]
