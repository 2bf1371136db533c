/** Digits in a one-time code. */
export const CODE_DIGITS = 6
/** A code expires this long after it was sent. */
export const CODE_TTL_SECONDS = 10 * 60
/** Wrong tries a code survives; after the fifth it is dead even for the right digits. */
export const CODE_MAX_WRONG_TRIES = 5
/** SPEC §9: the wait between two login emails to one address. */
export const LOGIN_EMAIL_INTERVAL_SECONDS = 30
/** Key export: every this many wrong codes for one address (across codes), the address is locked out. */
export const EXPORT_LOCKOUT_EVERY = CODE_MAX_WRONG_TRIES
/** The first lockout; each next one lasts twice as long as the one before. */
export const EXPORT_LOCKOUT_FIRST_SECONDS = 15 * 60
/** The longest lockout. */
export const EXPORT_LOCKOUT_MAX_SECONDS = 24 * 3600
/** How long an export ticket (made by a signed-in session) may be used. */
export const EXPORT_TICKET_TTL_SECONDS = CODE_TTL_SECONDS
/** A device-approval link lives as long as a code. */
export const DEVICE_APPROVAL_TTL_SECONDS = CODE_TTL_SECONDS

/** What a code proves: a sign-in, each half of an email change, or a key export. */
export type CodePurpose = 'login' | 'email_change_primary' | 'email_change_secondary' | 'export' | 'link'
