import * as z from 'zod/mini'
import { FRAME_CHANNEL } from './frameChannel.js'
import { frameRequestPayloads, type FrameRequestPayload, type FrameRequestType } from './frameRequestPayloads.js'

export type { FrameRequestType } from './frameRequestPayloads.js'

import { requestIdSchema } from './requestIdSchema.js'

export { requestIdSchema } from './requestIdSchema.js'

const requestTypes = Object.keys(frameRequestPayloads) as FrameRequestType[]

/** Every app→frame request of SPEC §7: `{ channel, id, type, payload }`. */
export const frameRequestSchema = z.discriminatedUnion(
  'type',
  requestTypes.map((type) =>
    z.object({ channel: z.literal(FRAME_CHANNEL), id: requestIdSchema, type: z.literal(type), payload: frameRequestPayloads[type] }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
)

/** ABORT: the parent gives up on request `id`; the frame answers that request with ERROR `aborted`. */
export const frameAbortSchema = z.object({ channel: z.literal(FRAME_CHANNEL), id: requestIdSchema, type: z.literal('ABORT') })

/** Anything a parent may post to the frame: a request or an abort. */
export const appToFrameMessageSchema = z.union([frameAbortSchema, frameRequestSchema])

/** An app→frame request of type `T`. */
export type FrameRequestOf<T extends FrameRequestType> = { channel: typeof FRAME_CHANNEL; id: string; type: T; payload: FrameRequestPayload<T> }
/** Any app→frame request. */
export type FrameRequest = { [T in FrameRequestType]: FrameRequestOf<T> }[FrameRequestType]
/** An ABORT message. */
export type FrameAbort = z.infer<typeof frameAbortSchema>
/** What a parent may post to the frame. */
export type AppToFrameMessage = FrameRequest | FrameAbort

/** Checks a posted value against the fixed schema of app messages (SPEC §5); undefined when it fails. */
export function parseAppToFrameMessage(data: unknown): AppToFrameMessage | undefined {
  const parsed = appToFrameMessageSchema.safeParse(data)
  return parsed.success ? (parsed.data as AppToFrameMessage) : undefined
}
