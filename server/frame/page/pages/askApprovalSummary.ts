import type { ApprovalSummary } from '../../../../adapters/embedded/protocol/approvalSummarySchema.js'
import { APPROVAL_SUMMARY_CHANNEL, approvalSummaryAnswerSchema } from '../../../../adapters/embedded/protocol/approvalSummaryMessage.js'
import { listenToOwnOrigin } from '../frame/listenToOwnOrigin.js'

/** How long the approve page waits for the hidden frame to say what an approval signs. */
export const SUMMARY_WAIT_MS = 5_000

/**
 * Asks the hidden frame beside this page (every frame of the parent, naming this origin:
 * only the wallet's own frames can read it) what `approvalId` signs; resolves its answer,
 * taken only from the wallet's own origin, or rejects after {@link SUMMARY_WAIT_MS}.
 */
export function askApprovalSummary(approvalId: string): Promise<ApprovalSummary> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error('The wallet did not say what this approval signs'))
    }, SUMMARY_WAIT_MS)
    const stop = listenToOwnOrigin(window, approvalSummaryAnswerSchema, (answer) => {
      if (answer.approvalId !== approvalId) return
      clearTimeout(timer)
      stop()
      resolve(answer.summary)
    })
    for (let i = 0; i < window.parent.frames.length; i++) {
      const frame = window.parent.frames[i]
      if (!frame || frame === window) continue
      try {
        frame.postMessage({ channel: APPROVAL_SUMMARY_CHANNEL, ask: 'summary', approvalId }, location.origin)
      } catch {
        // a frame that went away meanwhile
      }
    }
  })
}
