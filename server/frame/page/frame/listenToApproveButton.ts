import { approveButtonMessageSchema } from '../../../../adapters/embedded/protocol/approveButtonMessage.js'
import { isFrameBeside } from './isFrameBeside.js'
import { listenToOwnOrigin } from './listenToOwnOrigin.js'

/** Options of {@link listenToApproveButton}. */
export interface ApproveButtonOptions {
  self: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: { origin: string } }
  /** The frame's parent: the approve page must be a frame of the same parent. */
  parent: unknown
  /** The person pressed Approve for `approvalId`. */
  onApprove(approvalId: string): void
  debug?: (reason: string, data: unknown) => void
}

/**
 * Takes the approve page's message (the person pressed the frame's own Approve button): only
 * from a page of this frame's own origin, in a window beside this one under the same parent
 * (`event.source.parent`), matching the schema. A parent, or any other origin, cannot send
 * it: that is what makes an approval the person's, whatever the parent.
 */
export function listenToApproveButton(options: ApproveButtonOptions) {
  const debug = options.debug ?? (() => {})
  return listenToOwnOrigin(options.self, approveButtonMessageSchema, ({ approvalId }, source) => {
    if (!isFrameBeside(source, options.parent, options.self)) return debug('dropped: approval from a window beside no app', '')
    options.onApprove(approvalId)
  })
}
