/** The stable codes of the alerts of SPEC §8; the modal maps each to its texts. */
export type AlertCode =
  | 'NETWORK_NOT_FOUND'
  | 'ORIGIN_NOT_ALLOWED'
  | 'INVALID_PROJECT_ID'
  | 'UNVERIFIED_DOMAIN'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'SESSION_EXPIRED'
  | 'PROJECT_ID_NOT_CONFIGURED'
