import { FRAME_CHANNEL } from '../../../../adapters/embedded/protocol/frameChannel.js'
import type { FrameToAppMessage } from '../../../../adapters/embedded/protocol/frameMessageSchema.js'
import { parseAppToFrameMessage, type FrameRequest } from '../../../../adapters/embedded/protocol/frameRequestSchema.js'
import type { FrameFailure } from './FrameFailure.js'

/** Options of {@link listenToParent}. */
export interface ParentChannelOptions {
  /** The frame's window. */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The one window the frame talks to: its parent. */
  parent: Pick<Window, 'postMessage'>
  /** The parent's origin, already checked against the allowed ancestors. */
  parentOrigin: string
  /** Runs one request; rejects with a FrameFailure to answer ERROR. */
  handle(request: FrameRequest, signal: AbortSignal): Promise<unknown>
  /** Turns any error into the failure to report. */
  toFailure(error: unknown): FrameFailure
  debug?: (reason: string, data: unknown) => void
}

/** Request ids remembered to drop replays; the oldest are forgotten past this many. */
const REMEMBERED_IDS = 10_000

/**
 * The frame's side of the postMessage boundary. A message is used only if it comes from the
 * parent window (`event.source`), from the parent's origin (`event.origin`), and matches the
 * fixed schema; a request id seen before is a replay. Anything else is dropped and reported
 * to `debug`. Every answer is posted to the parent's origin by name, never `'*'`.
 */
export function listenToParent(options: ParentChannelOptions) {
  const debug = options.debug ?? (() => {})
  const seen = new Set<string>()
  const running = new Map<string, AbortController>()
  const post = (message: FrameToAppMessage) => options.parent.postMessage(message, options.parentOrigin)

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== options.parentOrigin) return debug('dropped: wrong origin', event.origin)
    if (event.source !== options.parent) return debug('dropped: wrong source', event.data)
    const message = parseAppToFrameMessage(event.data)
    if (!message) return debug('dropped: not a frame request', event.data)
    if (message.type === 'ABORT') return running.get(message.id)?.abort()
    if (seen.has(message.id)) return debug('dropped: replayed request id', message.id)
    seen.add(message.id)
    if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value!)
    const controller = new AbortController()
    running.set(message.id, controller)
    // The handler decides how far an abort reaches: waits stop at once, a signature or a
    // send already under way is finished and reported as it turned out.
    options.handle(message, controller.signal).then(
      (result) => post({ channel: FRAME_CHANNEL, type: 'SUCCESS', id: message.id, request: message.type, result }),
      (error: unknown) => post({ channel: FRAME_CHANNEL, type: 'ERROR', id: message.id, request: message.type, error: options.toFailure(error).toFrameError() }),
    ).finally(() => running.delete(message.id))
  }
  options.self.addEventListener('message', onMessage as EventListener)
  return {
    /** Posts an event (READY, SESSION_UPDATE, FRAME_ERROR) to the parent. */
    post,
    close: () => options.self.removeEventListener('message', onMessage as EventListener),
  }
}
