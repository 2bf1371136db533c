import type { AlertCode } from '../../airlock/index.js'

/**
 * The texts of the alerts of SPEC §8, by stable code: a short title and a longer
 * explanation. They live with the modal (loaded on open), not in the kernel a host ships
 * at start-up.
 */
export const alertTexts: Record<AlertCode, { short: string; long: string }> = {
  NETWORK_NOT_FOUND: {
    short: 'Network Not Found',
    long: 'The network is not among the ones this app supports. Pick one from the list.',
  },
  ORIGIN_NOT_ALLOWED: {
    short: 'Invalid App Configuration',
    long: "This site's origin is not on the project's allowlist. Add it to the project's allowed origins.",
  },
  INVALID_PROJECT_ID: {
    short: 'Invalid App Configuration',
    long: 'The project id is not valid. Check projectId in the app configuration.',
  },
  UNVERIFIED_DOMAIN: {
    short: 'Invalid App Configuration',
    long: "This domain is not verified for the embedded wallet. Add it to the project's domains.",
  },
  IFRAME_LOAD_FAILED: {
    short: 'Network Error - Could not load embedded wallet',
    long: 'The embedded wallet could not be loaded. Check your connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    short: 'Embedded Wallet Request Timed Out',
    long: 'The embedded wallet did not answer in time. Please try again.',
  },
  SESSION_EXPIRED: {
    short: 'Session Expired',
    long: 'The session is not valid. Check the time settings of this device and connect again.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    short: 'Project ID Not Configured',
    long: 'Set projectId in the app configuration.',
  },
}
