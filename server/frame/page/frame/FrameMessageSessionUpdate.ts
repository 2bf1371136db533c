import type { FrameToAppMessage } from '../../../../adapters/embedded/protocol/frameMessageSchema.js'

/** The payload of a SESSION_UPDATE event. */
export type FrameMessageSessionUpdate = Extract<FrameToAppMessage, { type: 'SESSION_UPDATE' }>['payload']
