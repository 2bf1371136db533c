/** Digits in a one-time code. */
export const CODE_DIGITS = 6
/** A code expires this long after it was sent. */
export const CODE_TTL_SECONDS = 10 * 60
/** Wrong tries a code survives; after the fifth it is dead even for the right digits. */
export const CODE_MAX_WRONG_TRIES = 5
/** SPEC §9: the wait between two login emails to one address. */
export const LOGIN_EMAIL_INTERVAL_SECONDS = 30
/** A device-approval link lives as long as a code. */
export const DEVICE_APPROVAL_TTL_SECONDS = CODE_TTL_SECONDS

/** What a code proves: a sign-in, each half of an email change, or a key export. */
export type CodePurpose = 'login' | 'email_change_primary' | 'email_change_secondary' | 'export' | 'link'
