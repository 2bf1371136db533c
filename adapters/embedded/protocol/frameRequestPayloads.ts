import * as z from 'zod/mini'
import { accountTypeSchema, embeddedNamespaceSchema } from './embeddedUserSchema.js'
import type { frameRequestTypes } from './frameRequestTypes.js'

const text = (max: number) => z.string().check(z.maxLength(max))
const nonEmpty = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
/** CAIP-2 (`namespace:reference`), SPEC §3. */
export const caip2Schema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 network id'))
const email = z.email().check(z.maxLength(254))
const otp = nonEmpty(32)
const empty = z.object({})
const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])

/** SPEC §3 app metadata, synced to the frame so its own pages can name the app. */
export const appMetadataSchema = z.object({
  name: text(200),
  description: z.optional(text(1000)),
  url: text(2048),
  icons: z.optional(z.array(text(2048)).check(z.maxLength(8))),
  sdkVersion: text(64),
  sdkType: text(64),
  projectId: nonEmpty(128),
})

/** SPEC §3 theme sync payload; `airlockThemeVariables` are the resolved `--airlock-*` properties. */
export const themeSyncSchema = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: z.optional(z.record(text(100), z.union([text(500), z.number()]))),
  airlockThemeVariables: z.optional(z.record(text(100), text(500))),
})

/** The RPC call of RPC_REQUEST and PREPARE_APPROVAL. */
export const rpcCallSchema = z.object({
  /** The chain to use; default the frame's current chain of the method's namespace. */
  chainId: z.optional(caip2Schema),
  method: nonEmpty(100),
  params: z.optional(z.unknown()),
})

const hex = (max: number) => z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'expected hex'), z.maxLength(max))

/** Calls a smart account would make as one user operation (SPEC §3 batched calls), for CHECK_SPONSORSHIP. */
export const sponsorshipCallsSchema = z.object({
  chainId: caip2Schema,
  calls: z.array(z.object({ to: hex(42).check(z.length(42)), value: z.optional(hex(66)), data: z.optional(hex(65_536)) })).check(z.minLength(1), z.maxLength(16)),
})

/**
 * The payload of each app→frame request (SPEC §7), by request type. The names are Airlock's;
 * PREPARE_APPROVAL, CANCEL_APPROVAL and CONFIRM_APPROVAL are Airlock's own addition (see the frame README).
 */
export const frameRequestPayloads = {
  SWITCH_NETWORK: z.object({ chainId: caip2Schema }),
  /** `approval: 'link'`: a new device is approved by the emailed link even where an authenticator app could approve it. */
  CONNECT_EMAIL: z.object({ email, approval: z.optional(z.enum(['link'])) }),
  CONNECT_DEVICE: empty,
  /** Airlock's own: a new device approved by an authenticator-app code (after VERIFY_DEVICE_TOTP). */
  CONNECT_DEVICE_TOTP: z.object({ totp: nonEmpty(16) }),
  CONNECT_OTP: z.object({ otp }),
  CONNECT_SOCIAL: z.object({ uri: nonEmpty(4096) }),
  // returnUrl: the host page a full-page (redirect) login comes back to, with `result_uri`.
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProvider, returnUrl: z.optional(nonEmpty(2048)) }),
  GET_USER: z.object({ chainId: z.optional(caip2Schema), preferredAccountType: z.optional(accountTypeSchema) }),
  SIGN_OUT: empty,
  IS_CONNECTED: empty,
  GET_CHAIN_ID: z.object({ namespace: z.optional(z.enum(['eip155', 'solana'])) }),
  RPC_REQUEST: z.object({ ...rpcCallSchema.shape, approvalId: z.optional(nonEmpty(100)) }),
  PREPARE_APPROVAL: rpcCallSchema,
  CANCEL_APPROVAL: z.object({ approvalId: nonEmpty(100) }),
  /** What the prepared approval's request would do: the frame asks the API itself. */
  SIMULATE_APPROVAL: z.object({ approvalId: nonEmpty(100) }),
  /** The app's own Approve (`embedded.approvals: 'host'`): honoured only where the project's record allows it. */
  CONFIRM_APPROVAL: z.object({ approvalId: nonEmpty(100) }),
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  AWAIT_UPDATE_EMAIL: empty,
  SYNC_THEME: themeSyncSchema,
  SYNC_DAPP_DATA: appMetadataSchema,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  /** SPEC §7 set preferred account, for `namespace` (default eip155). */
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, namespace: z.optional(embeddedNamespaceSchema) }),
  CONNECT_FARCASTER: empty,
  GET_FARCASTER_URI: empty,
  RELOAD: empty,
  GET_LOGINS: empty,
  /** Links the social login whose callback address this is to the signed-in user. */
  LINK_SOCIAL: z.object({ uri: nonEmpty(4096) }),
  /** Sends a code to `email`, to link it to the signed-in user (a wallet without an email). */
  LINK_EMAIL: z.object({ email }),
  LINK_EMAIL_OTP: z.object({ otp }),
  /** `provider`: a social provider, `farcaster` or `email`. */
  UNLINK_LOGIN: z.object({ provider: nonEmpty(32) }),
  /** Whether the gas of these calls would be sponsored, were they sent from the active smart account now. */
  CHECK_SPONSORSHIP: sponsorshipCallsSchema,
  /** The user's passkeys and second factor. */
  GET_SECURITY: empty,
  /** The live permissions the person granted to apps, with their use (the wallet's Account list). */
  GET_PERMISSIONS: empty,
  REMOVE_PASSKEY: z.object({ id: nonEmpty(64) }),
  /** Turns the second factor on (a passkey or an authenticator app is needed) or off (a step-up is). */
  SET_SECOND_FACTOR: z.object({ on: z.boolean() }),
  /** The app's dollar limit above which a send or swap needs a step-up (`features.passkeys.stepUpUsd`); the frame keeps the lowest it was given. */
  SET_STEP_UP_LIMIT: z.object({ usd: z.number().check(z.minimum(0)) }),
  /** A single-use ticket of the signed-in session for the key export page (its address's `#ticket=`). */
  GET_EXPORT_TICKET: empty,
  /** The devices signed in to the wallet. */
  GET_SESSIONS: empty,
  /** Signs one other device out (a step-up first with the second factor on). */
  SIGN_OUT_SESSION: z.object({ id: nonEmpty(64) }),
  /** Signs every other device out (a step-up first with the second factor on). */
  SIGN_OUT_OTHER_SESSIONS: empty,
  /**
   * Right after READY with `storage: 'sealed'`: the sealed copy of the frame's storage the app
   * kept from the frame's last VAULT_SEALED (absent when it kept none). Taken once per frame.
   */
  OPEN_VAULT: z.object({ vault: z.optional(text(32_768)) }),
} as const satisfies Record<(typeof frameRequestTypes)[number], z.ZodMiniType>

/** The name of an app→frame request. */
export type FrameRequestType = keyof typeof frameRequestPayloads
/** The payload of request `T`. */
export type FrameRequestPayload<T extends FrameRequestType> = z.infer<(typeof frameRequestPayloads)[T]>
/** SPEC §3 app metadata. */
export type AppMetadata = z.infer<typeof appMetadataSchema>
/** SPEC §3 theme sync payload. */
export type ThemeSync = z.infer<typeof themeSyncSchema>
/** An RPC call for the frame. */
export type RpcCall = z.infer<typeof rpcCallSchema>
