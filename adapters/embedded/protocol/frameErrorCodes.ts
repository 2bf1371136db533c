/**
 * The stable codes of the frame's ERROR replies and FRAME_ERROR event. A parent matches on
 * the code, never on the message, and maps it to SPEC §8's texts.
 */
export const frameErrorCodes = [
  /** The parent's origin is not an allowed ancestor of the frame (SPEC §8 "Invalid App Configuration"). */
  'unverified_domain',
  /** The frame was loaded without a project it can serve. */
  'invalid_project',
  /** The request needs a signed-in user. */
  'not_connected',
  /** SPEC §8 "Session Expired": the backend no longer accepts the session. */
  'session_expired',
  /** SPEC §6: 'Requested RPC call is not allowed'. */
  'rpc_not_allowed',
  /** A method needing approval came without a valid approvalId (see PREPARE_APPROVAL). */
  'approval_required',
  /** SPEC §8 'Request was aborted'. */
  'aborted',
  /** A one-time code that does not match. */
  'invalid_code',
  /** No live code: expired, used, or out of tries; a new one must be requested. */
  'code_expired',
  /** SPEC §9: another login email was asked for too soon. */
  'rate_limited',
  /** The email is taken by another user of this project (email change). */
  'email_taken',
  /** This device must be approved from the link in the email first (CONNECT_DEVICE). */
  'device_not_approved',
  /** The user's keys are protected by their recovery password; the frame's recovery page asks for it. */
  'recovery_password_required',
  /** A rebuilt key does not match the account's stored address: a share is wrong or stale. */
  'key_mismatch',
  /** The node answered a JSON-RPC error; `rpcCode` carries its code. */
  'rpc_error',
  /** The person declined at the social provider: a clear message, and they stay on Connect. */
  'consent_denied',
  /** Account linking: the login already opens another wallet. */
  'login_taken',
  /** Account linking: the last way into a wallet cannot be unlinked. */
  'last_login',
  /** The second factor is on: this action needs a fresh passkey assertion or authenticator-app code first (`action` names it). */
  'step_up_required',
  /** A passkey ceremony did not verify: another site's passkey, a replay, an expired request, a bad signature. */
  'passkey_refused',
  /** The second factor's last passkey or app cannot go while it is on. */
  'last_factor',
  /** This device's key share is sealed with a passkey (PRF): it must be unlocked with it before signing. */
  'passkey_locked',
  /** A request this frame does not serve (yet): smart accounts, a provider not configured. */
  'unsupported',
  /** The backend could not be reached or failed. */
  'backend_unavailable',
  /** Input the frame or backend refused; `field` names it. */
  'invalid_input',
  /** Anything unexpected. */
  'internal',
] as const

/** One of {@link frameErrorCodes}. */
export type FrameErrorCode = (typeof frameErrorCodes)[number]

/** SPEC §6: the exact message for a method that is neither safe nor approvable. */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/** SPEC §8: the exact message for an aborted request. */
export const REQUEST_ABORTED_MESSAGE = 'Request was aborted'

/** SPEC §8: a smart account was asked for on a network (or an app) without them; the EOA stays. */
export const SMART_ACCOUNTS_UNSUPPORTED_MESSAGE = 'This application might not support Smart Accounts'
