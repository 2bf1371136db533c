import * as z from 'zod/mini'
import { embeddedUserSchema } from './embeddedUserSchema.js'
import { FRAME_CHANNEL } from './frameChannel.js'
import { frameErrorCodes } from './frameErrorCodes.js'
import type { FrameRequestType } from './frameRequestPayloads.js'
import { frameRequestTypes } from './frameRequestTypes.js'
import { requestIdSchema } from './requestIdSchema.js'
import { stepUpActions } from './stepUpActions.js'
import { anyValue, byKey, oneOf } from './schemaParts.js'
import type { FrameResult } from './frameResultSchemas.js'

const requestType = oneOf(frameRequestTypes)
const channel = oneOf([FRAME_CHANNEL])

/** An error as the frame reports it: a stable code, a message for people, and facts by code. */
export const frameErrorSchema = z.object({
  code: oneOf(frameErrorCodes),
  message: z.string(),
  /** EIP-1193 / JSON-RPC code, for RPC_REQUEST errors (4001, 4100, 4200, 4900, 5760, -32602 …). */
  rpcCode: z.optional(z.number()),
  /** The input at fault, for `invalid_input` and `invalid_code`. */
  field: z.optional(z.string()),
  /** For `rate_limited`: how long until another email may be asked for. */
  retryAfterMs: z.optional(z.number()),
  /** For `invalid_code`: tries left on this code. */
  attemptsLeft: z.optional(z.number()),
  /** For `step_up_required`: the action a fresh passkey assertion or app code must be made for. */
  action: z.optional(oneOf(stepUpActions)),
  /** For `step_up_required` of a send: the transaction (its approval's digest) the step-up must name. */
  subject: z.optional(z.string().check(z.maxLength(128))),
})

/** SUCCESS: request `id` (of type `request`) is done; `result` is typed by `frameResultSchemas`. */
export const frameSuccessSchema = z.object({ channel, type: oneOf(['SUCCESS']), id: requestIdSchema, request: requestType, result: anyValue() })
/** ERROR: request `id` failed. */
export const frameFailureSchema = z.object({ channel, type: oneOf(['ERROR']), id: requestIdSchema, request: requestType, error: frameErrorSchema })
/**
 * READY: the frame listens. `isConnected`: a session of this project is live in the frame's
 * storage. `storage`: `local` when the browser lets the frame keep its (partitioned) storage;
 * `sealed` when it denies a third-party frame any storage but keeps its partitioned cookies
 * (Chrome's private windows and "Block third-party cookies"): the frame then keeps its
 * storage in memory, sealed for the app to keep (VAULT_SEALED), and takes the copy back right
 * after READY (OPEN_VAULT); `memory` when it keeps neither: the session and this device's
 * share last only as long as the page.
 */
export const frameReadySchema = z.object({
  channel,
  type: oneOf(['READY']),
  payload: z.object({ protocol: z.number(), isConnected: z.boolean(), storage: oneOf(['local', 'sealed', 'memory']) }),
})
/**
 * VAULT_SEALED: with `storage: 'sealed'`, what the frame keeps changed: keep this sealed copy
 * in place of the last one and hand it back with OPEN_VAULT after a reload. The key that opens
 * it stays in the frame origin's cookie, so the copy alone holds nothing.
 */
export const frameVaultSealedSchema = z.object({ channel, type: oneOf(['VAULT_SEALED']), payload: z.object({ vault: z.string().check(z.maxLength(32_768)) }) })
/**
 * SESSION_UPDATE: the frame's session changed other than by a reply: the backend refused it
 * (`expired`), the email changed, or the recovery page unlocked the keys (`recovered`) or
 * another page of the frame signed out.
 */
export const frameSessionUpdateSchema = z.object({
  channel,
  type: oneOf(['SESSION_UPDATE']),
  payload: z.object({ isConnected: z.boolean(), reason: oneOf(['signed_out', 'expired', 'email_updated', 'recovered', 'signed_in']), user: z.optional(embeddedUserSchema) }),
})
/**
 * SECURITY_UPDATE: the frame's passkey page (shown by this parent) finished a ceremony: a
 * step-up for `action` is held for the next request that needs it (`stepped_up`; the token
 * itself never leaves the frame's origin), this device's passkey-sealed key share is unlocked
 * (`unlocked`), or the passkeys or second factor changed (`changed`).
 */
export const frameSecurityUpdateSchema = z.object({
  channel,
  type: oneOf(['SECURITY_UPDATE']),
  payload: z.object({ kind: oneOf(['stepped_up', 'unlocked', 'changed']), action: z.optional(oneOf(stepUpActions)), subject: z.optional(z.string().check(z.maxLength(128))) }),
})
/**
 * SOCIAL_RESULT: the frame's social callback page, opened in a popup by this parent, brought
 * the provider's answer back (SPEC §7 social redirect URI): finish with CONNECT_SOCIAL { uri }.
 */
export const frameSocialResultSchema = z.object({ channel, type: oneOf(['SOCIAL_RESULT']), payload: z.object({ uri: z.string() }) })
/**
 * APPROVAL_CONFIRMED: the person pressed the frame's own Approve button (its `approve` page,
 * shown by the parent's approval view) for this approval; RPC_REQUEST with it now runs.
 */
export const frameApprovalConfirmedSchema = z.object({ channel, type: oneOf(['APPROVAL_CONFIRMED']), payload: z.object({ approvalId: z.string() }) })
/** FRAME_ERROR: the frame cannot serve this parent at all (`unverified_domain`, `invalid_project`). */
export const frameFatalSchema = z.object({ channel, type: oneOf(['FRAME_ERROR']), payload: frameErrorSchema })

/** Anything the frame posts to its parent. */
export const frameToAppMessageSchema = byKey(
  'type',
  [frameSuccessSchema, frameFailureSchema, frameReadySchema, frameSessionUpdateSchema, frameFatalSchema, frameSocialResultSchema, frameSecurityUpdateSchema, frameApprovalConfirmedSchema, frameVaultSealedSchema],
  ['SUCCESS', 'ERROR', 'READY', 'SESSION_UPDATE', 'FRAME_ERROR', 'SOCIAL_RESULT', 'SECURITY_UPDATE', 'APPROVAL_CONFIRMED', 'VAULT_SEALED'],
)

/** A frame error. */
export type FrameError = z.infer<typeof frameErrorSchema>
/** A SUCCESS reply to a request of type `T`. */
export type FrameSuccess<T extends FrameRequestType = FrameRequestType> = { channel: typeof FRAME_CHANNEL; type: 'SUCCESS'; id: string; request: T; result: FrameResult<T> }
/** READY's payload. */
export type FrameReady = z.infer<typeof frameReadySchema>['payload']
/** An ERROR reply. */
export type FrameFailure = z.infer<typeof frameFailureSchema>
/** Any frame→app message. */
export type FrameToAppMessage = z.infer<typeof frameToAppMessageSchema>

/** Checks a value the frame posted against the fixed schema of frame messages (SPEC §5); undefined when it fails. */
export function parseFrameToAppMessage(data: unknown): FrameToAppMessage | undefined {
  const parsed = frameToAppMessageSchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}
