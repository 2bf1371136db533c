import { type AirlockContext, providerError, SIMULATION_WAIT_MS, type SimulationState } from 'airlock'
import { proxy } from 'valtio/vanilla'
import type { ApprovalSummary } from './protocol/approvalSummarySchema.js'
import type { FrameTransport } from './protocol/createFrameTransport.js'
import type { RpcCall } from './protocol/frameRequestPayloads.js'
import type { PasskeyChecks } from './createPasskeyChecks.js'

/** One request waiting for the person's Approve or Reject, as the approval view shows it. */
export interface PendingApproval {
  method: string
  summary: ApprovalSummary
  /** `waiting` for a decision, `sending` once approved until the frame answers. */
  status: 'waiting' | 'sending'
  /** What the request would do, simulated by the API at the frame's asking (never the host page's word). */
  simulation: SimulationState
  /**
   * The person pressed the wallet's own Approve button (the frame's APPROVAL_CONFIRMED): the
   * frame now counts the approval; the view sends it once its simulation allows (`approve`).
   */
  confirmed: boolean
}

/** Whether a summary is of something the frame can have simulated: transactions, or typed data. */
const simulates = (summary: ApprovalSummary) =>
  summary.kind === 'evmTransactions' || summary.kind === 'typedData' || (summary.kind === 'solanaTransactions' && summary.transactions.length === 1)

/** The requests needing approval (SPEC §6), shown one at a time in ApproveTransaction. */
export interface Approvals {
  /** The pending requests by request id (a valtio proxy: views follow it). */
  readonly state: { pending: Record<string, PendingApproval> }
  /** Prepares `call` in the frame, asks the person, and on Approve runs it; resolves its result. Rejects 4001 on Reject. */
  run(transport: FrameTransport, call: RpcCall & { method: string }): Promise<unknown>
  /** The frame says the person pressed its Approve button for `requestId` (APPROVAL_CONFIRMED). */
  confirmed(requestId: string): void
  /** Sends the confirmed request (the view calls it once the simulation allows, see useSimulationGate). */
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
 * pending when the transaction stack is empty (SPEC §2). A send the frame holds back for a
 * passkey (an unlock, a step-up above the app's limit) goes on once `checks` has it.
 */
export function createApprovals(context: AirlockContext, checks?: Pick<PasskeyChecks, 'run'>): Approvals {
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

  /**
   * Asks the frame to have the approval's request simulated. Past SIMULATION_WAIT_MS without
   * an answer the view says it could not simulate and Approve goes on without it; an answer
   * that comes later is still shown while the person has not decided.
   */
  const simulate = (transport: FrameTransport, requestId: string) => {
    const set = (simulation: SimulationState) => {
      const entry = state.pending[requestId]
      if (entry?.status === 'waiting') entry.simulation = simulation
    }
    const timer = setTimeout(() => {
      if (state.pending[requestId]?.simulation.status === 'pending') set({ status: 'unavailable' })
    }, SIMULATION_WAIT_MS)
    transport.request('SIMULATE_APPROVAL', { approvalId: requestId }).then(
      ({ simulation }) => set({ status: 'done', simulation }),
      (error: unknown) => {
        context.logger.info('The approval could not be simulated', error)
        set({ status: 'unavailable' })
      },
    ).finally(() => clearTimeout(timer))
  }

  return {
    state,
    async run(transport, call) {
      const controller = new AbortController()
      const prepared = await transport.request('PREPARE_APPROVAL', call, { signal: controller.signal })
      const requestId = prepared.approvalId
      state.pending[requestId] = { method: call.method, summary: prepared.summary, status: 'waiting', confirmed: false, simulation: { status: simulates(prepared.summary) ? 'pending' : 'none' } }
      if (simulates(prepared.summary)) simulate(transport, requestId)
      const decision = new Promise<boolean>((resolve) => decisions.set(requestId, resolve))
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
        // The frame may first need this device unlocked or a step-up for a large send: the
        // approval stays unspent until then.
        const send = () => transport.request('RPC_REQUEST', { ...call, approvalId: requestId })
        const { result } = await (checks ? checks.run(send) : send())
        return result
      } finally {
        leave()
      }
    },
    confirmed(requestId) {
      const entry = state.pending[requestId]
      if (entry) entry.confirmed = true
    },
    approve: (requestId) => decide(requestId, true),
    reject: (requestId) => decide(requestId, false),
    rejectAll() {
      for (const id of [...decisions.keys()]) decide(id, false)
    },
  }
}
