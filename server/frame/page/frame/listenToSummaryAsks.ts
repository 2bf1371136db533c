import { APPROVAL_SUMMARY_CHANNEL, approvalSummaryAskSchema } from '../../../../adapters/embedded/protocol/approvalSummaryMessage.js'
import { isFrameBeside } from './isFrameBeside.js'
import { listenToOwnOrigin } from './listenToOwnOrigin.js'

/** Options of {@link listenToSummaryAsks}. */
export interface SummaryAskOptions {
  self: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: { origin: string } }
  /** The frame's parent: the approve page must be a frame of the same parent. */
  parent: unknown
  /** What the frame decoded of a live approval, or undefined. */
  summaryOf(approvalId: string): unknown
  debug?: (reason: string, data: unknown) => void
}

/**
 * Answers the approve page's question about an approval with what this frame decoded of it,
 * to that page alone (the frame's own origin, a window beside this one under the same parent):
 * what the page shows above its button is the wallet's reading of the request, never the app's.
 */
export function listenToSummaryAsks(options: SummaryAskOptions) {
  const debug = options.debug ?? (() => {})
  return listenToOwnOrigin(options.self, approvalSummaryAskSchema, ({ approvalId }, source) => {
    if (!isFrameBeside(source, options.parent, options.self)) return debug('dropped: a summary asked from a window beside no app', '')
    const summary = options.summaryOf(approvalId)
    if (summary === undefined) return debug('dropped: a summary asked for no live approval', '')
    ;(source as Window).postMessage({ channel: APPROVAL_SUMMARY_CHANNEL, approvalId, summary }, options.self.location.origin)
  })
}
