import * as z from 'zod/mini'
import { approvalSummarySchema } from './approvalSummarySchema.js'
import { accountTypeSchema, embeddedUserSchema } from './embeddedUserSchema.js'
import type { FrameRequestType } from './frameRequestPayloads.js'
import { anyValue, oneOf } from './schemaParts.js'
import { simulationSchema } from './simulationSchema.js'
import { permissionGrantSchema } from './permissions/permissionGrantSchema.js'

const empty = z.object({})
const user = z.object({ user: embeddedUserSchema })
/** Account linking: the ways the user signs in. */
const logins = z.object({ email: z.nullable(z.string()), logins: z.array(z.object({ provider: z.string(), userName: z.nullable(z.string()) })) })

/** Passkeys and the second factor: each passkey's name, device and last use. */
const security = z.object({
  passkeys: z.array(z.object({ id: z.string(), name: z.string(), device: z.string(), createdAt: z.number(), lastUsedAt: z.nullable(z.number()), prf: z.boolean() })),
  secondFactor: z.object({ on: z.boolean(), totp: z.boolean() }),
})

/** The devices signed in to the wallet: how each signed in, on what, when last used, this one marked. */
const sessions = z.object({
  sessions: z.array(z.object({
    id: z.string(),
    method: z.nullable(z.string()),
    detail: z.nullable(z.string()),
    device: z.nullable(z.string()),
    createdAt: z.number(),
    lastUsedAt: z.number(),
    current: z.boolean(),
  })),
})

/** The result each request's SUCCESS reply carries, by request type (SPEC §7 reply fields). */
export const frameResultSchemas = {
  SWITCH_NETWORK: z.object({ chainId: z.string() }),
  /** Which step comes next (SPEC §4 email steps; VERIFY_DEVICE_TOTP: the new device is approved by an authenticator-app code, no email was sent). */
  CONNECT_EMAIL: z.object({ action: oneOf(['VERIFY_OTP', 'VERIFY_DEVICE', 'VERIFY_DEVICE_TOTP']) }),
  /** `approved: false` when the wait ended before the link was opened; ask again. */
  CONNECT_DEVICE: z.object({ approved: z.boolean() }),
  /** The device is approved and the sign-in code mailed. */
  CONNECT_DEVICE_TOTP: z.object({ action: oneOf(['VERIFY_OTP']) }),
  /**
   * Signed in. `needsRecoveryPassword`: on this new device the keys are behind the user's
   * recovery password, which only the frame's recovery page may ask for.
   */
  CONNECT_OTP: z.object({ user: embeddedUserSchema, isNewUser: z.boolean(), needsRecoveryPassword: z.boolean() }),
  CONNECT_SOCIAL: z.object({ user: embeddedUserSchema, userName: z.optional(z.string()) }),
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  GET_USER: user,
  SIGN_OUT: empty,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: z.string() }),
  /** The JSON-RPC result, as the method defines it. */
  RPC_REQUEST: z.object({ result: anyValue() }),
  PREPARE_APPROVAL: z.object({ approvalId: z.string(), expiresAt: z.number(), summary: approvalSummarySchema }),
  CANCEL_APPROVAL: empty,
  /** The API's simulation of exactly what the approval covers. */
  SIMULATE_APPROVAL: z.object({ simulation: simulationSchema }),
  CONFIRM_APPROVAL: empty,
  UPDATE_EMAIL: z.object({ action: oneOf(['VERIFY_PRIMARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ action: oneOf(['VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ email: z.string() }),
  AWAIT_UPDATE_EMAIL: z.object({ email: z.string() }),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, address: z.string() }),
  CONNECT_FARCASTER: z.object({ user: embeddedUserSchema, userName: z.optional(z.string()) }),
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  RELOAD: z.object({ isConnected: z.boolean() }),
  GET_LOGINS: logins,
  LINK_SOCIAL: logins,
  LINK_EMAIL: z.object({ action: oneOf(['VERIFY_OTP']) }),
  LINK_EMAIL_OTP: logins,
  UNLINK_LOGIN: logins,
  /** `sponsored`: the project's sponsor pays the gas; always false for a regular account. */
  CHECK_SPONSORSHIP: z.object({ sponsored: z.boolean() }),
  GET_SECURITY: security,
  GET_PERMISSIONS: z.object({ grants: z.array(permissionGrantSchema) }),
  REMOVE_PASSKEY: security,
  SET_SECOND_FACTOR: security,
  SET_STEP_UP_LIMIT: empty,
  GET_EXPORT_TICKET: z.object({ ticket: z.string() }),
  GET_SESSIONS: sessions,
  SIGN_OUT_SESSION: sessions,
  SIGN_OUT_OTHER_SESSIONS: sessions,
  /** `isConnected`: the copy reopened a live session. */
  OPEN_VAULT: z.object({ isConnected: z.boolean() }),
} as const satisfies Record<FrameRequestType, z.ZodMiniType>

/** The result of request `T`. */
export type FrameResult<T extends FrameRequestType> = z.infer<(typeof frameResultSchemas)[T]>
