import type { AirlockContext, AlertCode } from 'airlock'
import type { FrameRequestError } from './protocol/FrameRequestError.js'

/** SPEC §8's texts of the alerts the embedded wallet raises (the codes are declared in the manifest). */
export const frameAlertTexts = {
  IFRAME_LOAD_FAILED: { short: 'Network Error - Could not load embedded wallet', long: 'The embedded wallet did not load. Check the connection and try again.' },
  IFRAME_REQUEST_TIMEOUT: { short: 'Embedded Wallet Request Timed Out', long: 'The embedded wallet did not answer in time. Try again.' },
  UNVERIFIED_DOMAIN: { short: 'Invalid App Configuration', long: "The embedded wallet refused this site: its origin is not on the project's allowlist." },
  EMBEDDED_AUTH_FAILED: { short: 'Unable to load email login dependency', long: 'A problem occurred while trying initialize authentication.' },
  RPC_NOT_ALLOWED: { short: 'Action not allowed', long: 'Requested RPC call is not allowed' },
} satisfies Partial<Record<AlertCode, { short: string; long: string }>>

// Frame error codes → the alert SPEC §8 shows for them; others are shown where they happen.
const alertOf: Record<string, AlertCode> = {
  iframe_load_failed: 'IFRAME_LOAD_FAILED',
  iframe_request_timeout: 'IFRAME_REQUEST_TIMEOUT',
  unverified_domain: 'UNVERIFIED_DOMAIN',
  invalid_project: 'INVALID_PROJECT_ID',
  session_expired: 'SESSION_EXPIRED',
  rpc_not_allowed: 'RPC_NOT_ALLOWED',
}

/** Registers the texts of the embedded wallet's alerts with the instance's alert area. */
export function registerFrameAlerts(context: AirlockContext): void {
  Object.assign(context.alerts.texts, frameAlertTexts)
}

/** Shows the alert of SPEC §8 for a frame error, if it has one; says whether it did. */
export function showFrameAlert(context: AirlockContext, error: Pick<FrameRequestError, 'code'> | undefined): boolean {
  const code = error && alertOf[error.code]
  if (code) context.alerts.showCode(code)
  return Boolean(code)
}
