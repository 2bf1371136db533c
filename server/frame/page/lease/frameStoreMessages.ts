import * as z from 'zod/mini'
import { FRAME_STORAGE_PREFIX } from '../createFrameStorage.js'

/**
 * The channel on which the wallet's visible pages (passkey, recovery, approve) reach the
 * storage of the hidden frame beside them, whatever kind it is: a message from one window of
 * the wallet's origin to another under the same app page, which needs no storage at all and
 * never leaves the wallet's origin (every post names it).
 */
export const FRAME_STORE_CHANNEL = 'airlock-frame-store'

const key = z.string().check(z.minLength(FRAME_STORAGE_PREFIX.length + 1), z.maxLength(512), z.startsWith(`${FRAME_STORAGE_PREFIX}:`))
const value = z.string().check(z.maxLength(16_384))
const channel = z.literal(FRAME_STORE_CHANNEL)

/** A page asks the hidden frame of `projectId` beside it for what it keeps. */
export const storeAskSchema = z.object({ channel, ask: z.literal('entries'), projectId: z.string().check(z.maxLength(200)) })
/** The hidden frame's answer: everything it keeps, to that page alone. */
export const storeEntriesSchema = z.object({ channel, entries: z.array(z.tuple([key, value])).check(z.maxLength(1000)) })
/** A page's write, applied by the hidden frame as if made there (`value` absent: removed). */
export const storeWriteSchema = z.object({ channel, key, value: z.optional(value) })

/** A write a page makes to the hidden frame's storage. */
export type StoreWrite = z.infer<typeof storeWriteSchema>
