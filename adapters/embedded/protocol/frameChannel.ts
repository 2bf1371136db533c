/**
 * The `channel` every message between a host page and the embedded-wallet frame carries.
 * A message without it is not Airlock's and is dropped unread.
 */
export const FRAME_CHANNEL = 'airlock-frame'

/** The protocol version the frame announces in READY; a parent refuses a frame it does not speak. */
export const FRAME_PROTOCOL_VERSION = 1
