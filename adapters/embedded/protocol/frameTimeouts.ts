import type { FrameRequestType } from './frameRequestSchema.js'

/** SPEC §9: how long a parent waits for the frame to load and say READY. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000

/** SPEC §9: the pause after READY before the first request. */
export const FRAME_READY_DELAY_MS = 500

/** SPEC §9: how long a parent waits for SIGN_OUT before treating the frame as signed out. */
export const FRAME_SIGN_OUT_WAIT_MS = 3_000

/** SPEC §9: the timeout of the connect requests (email, device, OTP, social, redirect URI). */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

/** SPEC §9: the wait a person needs between two login emails to one address. */
export const EMAIL_LOGIN_INTERVAL_MS = 30_000

/** The requests SPEC §9 puts under the 30 s request timeout; others wait for the frame. */
export const timedFrameRequests: readonly FrameRequestType[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_DEVICE_TOTP',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]
