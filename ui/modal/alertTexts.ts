import type { AlertCode, AlertTexts } from '../../services/alerts/alertCodes.js'

/**
 * The texts of the alerts of SPEC §8 that the core raises, by stable code: a short title and
 * a longer explanation. They live with the modal (loaded on open), not in the kernel a host
 * ships at start-up; features bring the texts of their own codes in `alerts.texts`.
 */
export const alertTexts: Partial<Record<AlertCode, AlertTexts>> = {
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
  SESSION_EXPIRED: {
    short: 'Session Expired',
    long: 'The session is not valid. Check the time settings of this device and connect again.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    short: 'Project ID Not Configured',
    long: 'Set projectId in the app configuration.',
  },
}
