import type { ViewRegistry } from 'airlock'
import type { ViewProps } from 'airlock/react'
import { Spinner, useAirlockInstance, useMessages, useProxyState, useViewTitle } from 'airlock/react/kit'
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
  const { pending } = useProxyState(approvals.state)
  const request = pending[requestId]
  useViewTitle(request?.summary.kind === 'message' || request?.summary.kind === 'typedData' ? t('embedded.approval.titleMessage') : t('embedded.approval.title'))
  if (!request) return <p className="airlock-muted">{t('embedded.approval.gone')}</p>
  const sending = request.status === 'sending'
  return (
    <div className="airlock-stack">
      <ApprovalSummaryView summary={request.summary as never} />
      {sending ? (
        <div className="airlock-center">
          <Spinner label={t('embedded.approval.sending')} />
        </div>
      ) : (
        <div className="airlock-approval-buttons">
          <button type="button" className="airlock-secondary" onClick={() => approvals.reject(requestId)}>
            {t('embedded.approval.reject')}
          </button>
          <button type="button" className="airlock-primary" onClick={() => approvals.approve(requestId)}>
            {t('embedded.approval.approve')}
          </button>
        </div>
      )}
    </div>
  )
}

/**
 * ApproveTransaction (SPEC §2, §6): what the embedded wallet is asked to sign, as the frame
 * decoded it (recipient, value, an ERC-20 transfer, typed data as a tree, Solana
 * instructions), with Approve and Reject.
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
