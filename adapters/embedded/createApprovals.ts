import { type AirlockContext, AirlockError, ConfigError, providerError, SIMULATION_WAIT_MS, type SimulationState } from 'airlock/kit'
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
   * frame now counts the approval; the modal's view sends it once its simulation allows (`send`).
   */
  confirmed: boolean
}

/** Whether a summary is of something the frame can have simulated: transactions, or typed data. */
const simulates = (summary: ApprovalSummary) =>
  summary.kind === 'evmTransactions' || summary.kind === 'typedData' || (summary.kind === 'solanaTransactions' && summary.transactions.length === 1)

/**
 * Who approves the embedded wallet's requests (`embedded.approvals` in the config): the
 * wallet's own Approve button (`wallet`, the default) or the host's own buttons (`host`).
 */
export type ApprovalMode = 'wallet' | 'host'

/** The requests needing approval (SPEC §6), shown one at a time in ApproveTransaction or a host's own dialog. */
export interface Approvals {
  /** The pending requests by request id (a valtio proxy: views follow it). */
  readonly state: { pending: Record<string, PendingApproval> }
  readonly mode: ApprovalMode
  /** Prepares `call` in the frame, asks the person, and on Approve runs it; resolves its result. Rejects 4001 on Reject. */
  run(transport: FrameTransport, call: RpcCall & { method: string }): Promise<unknown>
  /**
   * The person pressed the wallet's own Approve button (the frame said APPROVAL_CONFIRMED).
   * With the modal, its view sends the request once the simulation allows (`send`); a host
   * drawing its own UI (`headless`) has no such view, and the request is sent at once.
   */
  confirmed(requestId: string): void
  /** Sends a request the wallet's own button confirmed: the approval view calls it once the simulation allows (useSimulationGate). */
  send(requestId: string): void
  /**
   * The host's own Approve (mode `host` only): the frame is told, then the request is sent.
   * Throws an `AirlockError` (`APPROVAL_BY_WALLET`) in mode `wallet`, where only the wallet's
   * own button approves.
   */
  approve(requestId: string): void
  reject(requestId: string): void
  /** Rejects every pending request (the modal closed with an empty transaction stack, or sign-out). */
  rejectAll(): void
}

/** The approval mode the config asks for; a ConfigError names anything else. */
export function approvalModeOf(config: AirlockContext['config']): ApprovalMode {
  const approvals = config.embedded?.approvals ?? 'wallet'
  if (approvals !== 'wallet' && approvals !== 'host') throw new ConfigError('embedded.approvals', 'expected one of "wallet", "host"')
  return approvals
}

/**
 * The approval queue of one instance. A request needing approval is prepared in the frame
 * (which decodes the summary from the exact call it will sign), shown in ApproveTransaction
 * (the modal opens on it when closed) or, for a host drawing its own UI, announced on the bus
 * (`embedded:approvalRequested`), and sent with its approval id only once approved: by the
 * wallet's own button, or in mode `host` by the host's after the frame was told. Reject
 * cancels the approval and aborts the request. Closing the modal rejects what is pending when
 * the transaction stack is empty (SPEC §2). A send the frame holds back for a passkey (an
 * unlock, a step-up above the app's limit) goes on once `checks` has it.
 */
export function createApprovals(context: AirlockContext, mode: ApprovalMode = 'wallet', checks?: Pick<PasskeyChecks, 'run'>): Approvals {
  const state = proxy<{ pending: Record<string, PendingApproval> }>({ pending: {} })
  const decisions = new Map<string, (decision: 'wallet' | 'host' | false) => void>()

  const decide = (requestId: string, decision: 'wallet' | 'host' | false) => {
    const settle = decisions.get(requestId)
    decisions.delete(requestId)
    settle?.(decision)
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
    mode,
    async run(transport, call) {
      const controller = new AbortController()
      const prepared = await transport.request('PREPARE_APPROVAL', call, { signal: controller.signal })
      const requestId = prepared.approvalId
      state.pending[requestId] = { method: call.method, summary: prepared.summary, status: 'waiting', confirmed: false, simulation: { status: simulates(prepared.summary) ? 'pending' : 'none' } }
      if (simulates(prepared.summary)) simulate(transport, requestId)
      const decision = new Promise<'wallet' | 'host' | false>((resolve) => decisions.set(requestId, resolve))
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
      const decided = await decision
      if (!decided) {
        controller.abort()
        leave()
        await transport.request('CANCEL_APPROVAL', { approvalId: requestId }).catch(() => {})
        throw providerError(4001, 'Signature declined')
      }
      state.pending[requestId]!.status = 'sending'
      try {
        // The host's own Approve counts only once the frame took it (its project must allow
        // that); a refusal drops the approval in the frame, and nothing is signed.
        if (decided === 'host') {
          await transport.request('CONFIRM_APPROVAL', { approvalId: requestId }).catch(async (error: unknown) => {
            await transport.request('CANCEL_APPROVAL', { approvalId: requestId }).catch(() => {})
            throw error
          })
        }
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
      if (!entry) return
      entry.confirmed = true
      if (context.config.headless) decide(requestId, 'wallet')
    },
    send(requestId) {
      if (state.pending[requestId]?.confirmed) decide(requestId, 'wallet')
    },
    approve(requestId) {
      if (mode !== 'host') throw new AirlockError('APPROVAL_BY_WALLET', "Only the wallet's own Approve button approves its requests (embedded.approvals is not 'host')")
      decide(requestId, 'host')
    },
    reject: (requestId) => decide(requestId, false),
    rejectAll() {
      for (const id of [...decisions.keys()]) decide(id, false)
    },
  }
}
