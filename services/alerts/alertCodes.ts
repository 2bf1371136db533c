/**
 * The stable codes of the alerts of SPEC §8, each mapped to `true`; the modal shows each with
 * its texts. A feature adds its own codes by declaration merging, and their texts to
 * `alerts.texts` in its setup:
 *
 * @example
 * declare module 'airlock/kit' { interface AlertCodes { IFRAME_LOAD_FAILED: true } }
 * context.alerts.texts.IFRAME_LOAD_FAILED = { short: 'Could not load', long: '…' }
 */
export interface AlertCodes {
  NETWORK_NOT_FOUND: true
  ORIGIN_NOT_ALLOWED: true
  INVALID_PROJECT_ID: true
  SESSION_EXPIRED: true
  PROJECT_ID_NOT_CONFIGURED: true
}

/** The code of any alert. */
export type AlertCode = keyof AlertCodes & string

/** What an alert says: a short title and a longer explanation. */
export interface AlertTexts {
  short: string
  long: string
}
