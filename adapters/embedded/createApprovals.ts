import { type AirlockContext, providerError } from 'airlock'
import { proxy } from 'valtio/vanilla'
import type { ApprovalSummary } from './protocol/approvalSummarySchema.js'
import type { FrameTransport } from './protocol/createFrameTransport.js'
import type { RpcCall } from './protocol/frameRequestPayloads.js'

/** One request waiting for the person's Approve or Reject, as the approval view shows it. */
export interface PendingApproval {
  method: string
  summary: ApprovalSummary
  /** `waiting` for a decision, `sending` once approved until the frame answers. */
  status: 'waiting' | 'sending'
}

/** The requests needing approval (SPEC §6), shown one at a time in ApproveTransaction. */
export interface Approvals {
  /** The pending requests by request id (a valtio proxy: views follow it). */
  readonly state: { pending: Record<string, PendingApproval> }
  /** Prepares `call` in the frame, asks the person, and on Approve runs it; resolves its result. Rejects 4001 on Reject. */
  run(transport: FrameTransport, call: RpcCall & { method: string }): Promise<unknown>
  approve(requestId: string): void
  reject(requestId: string): void
  /** Rejects every pending request (the modal closed with an empty transaction stack, or sign-out). */
  rejectAll(): void
}

/**
 * The approval queue of one instance. A request needing approval is prepared in the frame
 * (which decodes the summary from the exact call it will sign), shown in ApproveTransaction
 * (the modal opens on it when closed), and sent with its approval id only after Approve;
 * Reject cancels the approval and aborts the request. Closing the modal rejects what is
 * pending when the transaction stack is empty (SPEC §2).
 */
export function createApprovals(context: AirlockContext): Approvals {
  const state = proxy<{ pending: Record<string, PendingApproval> }>({ pending: {} })
  const decisions = new Map<string, (approved: boolean) => void>()

  const decide = (requestId: string, approved: boolean) => {
    const settle = decisions.get(requestId)
    decisions.delete(requestId)
    settle?.(approved)
  }
  context.bus.on('modal:close', () => {
    if (!context.router.state.transactionStack.length) for (const id of [...decisions.keys()]) decide(id, false)
  })

  return {
    state,
    async run(transport, call) {
      const controller = new AbortController()
      const prepared = await transport.request('PREPARE_APPROVAL', call, { signal: controller.signal })
      const requestId = prepared.approvalId
      state.pending[requestId] = { method: call.method, summary: prepared.summary, status: 'waiting' }
      const decision = new Promise<boolean>((resolve) => decisions.set(requestId, resolve))
      context.bus.emit('embedded:approvalRequested', { requestId, method: call.method })
      const wasOpen = context.modal.state.open
      if (wasOpen) context.router.push('ApproveTransaction', { requestId })
      else context.modal.open({ view: 'ApproveTransaction', data: { requestId } })
      const leave = () => {
        delete state.pending[requestId]
        if (context.router.state.view !== 'ApproveTransaction') return
        if (wasOpen) context.router.goBack()
        else context.modal.close()
      }
      if (!(await decision)) {
        controller.abort()
        leave()
        await transport.request('CANCEL_APPROVAL', { approvalId: requestId }).catch(() => {})
        throw providerError(4001, 'Signature declined')
      }
      state.pending[requestId]!.status = 'sending'
      try {
        const { result } = await transport.request('RPC_REQUEST', { ...call, approvalId: requestId })
        return result
      } finally {
        leave()
      }
    },
    approve: (requestId) => decide(requestId, true),
    reject: (requestId) => decide(requestId, false),
    rejectAll() {
      for (const id of [...decisions.keys()]) decide(id, false)
    },
  }
}
