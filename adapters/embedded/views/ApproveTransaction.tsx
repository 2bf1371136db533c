import type { ViewRegistry } from 'airlock'
import type { ViewProps } from 'airlock/react'
import { Spinner, useAirlockInstance, useMessages, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useEffect, useRef, useState } from 'react'
import type { EmbeddedConnector } from '../EmbeddedConnector.js'
import catalogs from '../messages?catalogs'
import { approvalStyles } from './approvalStyles.js'
import { ApprovalSummaryView } from './ApprovalSummaryView.js'
import { buttonLook } from './buttonLook.js'

function useEmbedded(): EmbeddedConnector | undefined {
  const airlock = useAirlockInstance()
  const [embedded, setEmbedded] = useState<EmbeddedConnector>()
  useEffect(() => {
    let live = true
    void airlock
      .connection()
      .then((connection) => connection.connector('embedded'))
      .then((connector) => live && setEmbedded(connector))
    return () => {
      live = false
    }
  }, [airlock])
  return embedded
}

/**
 * The Approve button: the wallet's own page in a small visible frame, so the press that
 * approves is the person's, never the host page's script (the frame counts an approval only
 * from it). It takes the modal's accent and radius.
 */
function ApproveButton({ embedded, requestId }: { embedded: EmbeddedConnector; requestId: string }) {
  const t = useMessages(catalogs)
  const holder = useRef<HTMLDivElement>(null)
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    setSrc(embedded.pageUrl('approve', { approvalId: requestId, look: holder.current ? buttonLook(holder.current) : {} }))
  }, [embedded, requestId])
  return (
    <div ref={holder} className="airlock-approve-holder">
      {src && <iframe className="airlock-approve-frame" title={t('embedded.approval.approveFrame')} src={src} />}
    </div>
  )
}

function Pending({ embedded, requestId }: { embedded: EmbeddedConnector; requestId: string }) {
  const t = useMessages(catalogs)
  const { approvals } = embedded
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
          <ApproveButton embedded={embedded} requestId={requestId} />
        </div>
      )}
    </div>
  )
}

/**
 * ApproveTransaction (SPEC §2, §6): what the embedded wallet is asked to sign, as the frame
 * decoded it (recipient, value, an ERC-20 transfer, typed data as a tree, Solana
 * instructions), with Reject and the wallet's own Approve.
 */
export default function ApproveTransaction({ data }: ViewProps<ViewRegistry['ApproveTransaction']>) {
  const embedded = useEmbedded()
  return (
    <>
      <style href="airlock-approval" precedence="default">
        {approvalStyles}
      </style>
      {embedded ? <Pending embedded={embedded} requestId={data.requestId} /> : <Spinner />}
    </>
  )
}
