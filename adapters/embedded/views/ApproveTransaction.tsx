import type { ViewRegistry } from 'airlock'
import type { ViewProps } from 'airlock/react'
import { Spinner, TransactionSimulation, useAirlockInstance, useMessages, useProxyState, useSimulationGate, useViewTitle } from 'airlock/react/kit'
import { useEffect, useState } from 'react'
import type { Approvals } from '../createApprovals.js'
import catalogs from '../messages?catalogs'
import { approvalStyles } from './approvalStyles.js'
import { ApprovalSummaryView } from './ApprovalSummaryView.js'

function useApprovals(): Approvals | undefined {
  const airlock = useAirlockInstance()
  const [approvals, setApprovals] = useState<Approvals>()
  useEffect(() => {
    let live = true
    void airlock
      .connection()
      .then((connection) => connection.connector('embedded'))
      .then((embedded) => live && setApprovals(embedded.approvals))
    return () => {
      live = false
    }
  }, [airlock])
  return approvals
}

function Pending({ approvals, requestId }: { approvals: Approvals; requestId: string }) {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const { pending } = useProxyState(approvals.state)
  const request = pending[requestId]
  const gate = useSimulationGate(request?.simulation ?? { status: 'none' }, () => approvals.approve(requestId))
  useViewTitle(request?.summary.kind === 'message' || request?.summary.kind === 'typedData' ? t('embedded.approval.titleMessage') : t('embedded.approval.title'))
  if (!request) return <p className="airlock-muted">{t('embedded.approval.gone')}</p>
  const sending = request.status === 'sending'
  const chainId = 'chainId' in request.summary ? request.summary.chainId : undefined
  return (
    <div className="airlock-stack">
      {/* What it would do, from the API through the frame, above what the request says. */}
      <TransactionSimulation state={request.simulation} network={chainId ? airlock.chain.networkById(chainId as never) : undefined} />
      <ApprovalSummaryView summary={request.summary as never} />
      {sending ? (
        <div className="airlock-center">
          <Spinner label={t('embedded.approval.sending')} />
        </div>
      ) : (
        <>
          {gate.notice && <p className="airlock-simulation-confirm" role="alert">{gate.notice}</p>}
          <div className="airlock-approval-buttons">
            <button type="button" className="airlock-secondary" onClick={() => approvals.reject(requestId)}>
              {t('embedded.approval.reject')}
            </button>
            {/* aria-disabled while it waits for the simulation, so the focus it holds stays. */}
            <button type="button" className="airlock-primary" aria-disabled={gate.phase === 'waiting' || undefined} aria-busy={gate.phase === 'waiting' || undefined} onClick={gate.confirm}>
              {gate.label(t('embedded.approval.approve'))}
            </button>
          </div>
        </>
      )}
    </div>
  )
}

/**
 * ApproveTransaction (SPEC §2, §6): what the embedded wallet is asked to sign. First what it
 * would do, simulated by the API at the frame's asking (assets sent and received, allowances,
 * a failure, warnings), then the request as the frame decoded it (recipient, value, an ERC-20
 * transfer, typed data as a tree, Solana instructions), with Approve and Reject. Reject acts
 * at once; Approve waits for the simulation (SIMULATION_WAIT_MS at most) and, when it says
 * the request fails, asks again.
 */
export default function ApproveTransaction({ data }: ViewProps<ViewRegistry['ApproveTransaction']>) {
  const approvals = useApprovals()
  return (
    <>
      <style href="airlock-approval" precedence="default">
        {approvalStyles}
      </style>
      {approvals ? <Pending approvals={approvals} requestId={data.requestId} /> : <Spinner />}
    </>
  )
}
