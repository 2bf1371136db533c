import type { ViewRegistry } from 'airlock/kit'
import type { ViewProps } from 'airlock/react'
import { Spinner, TransactionSimulation, useAirlockInstance, useMessages, useProxyState, useSimulationGate, useViewTitle } from 'airlock/react/kit'
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
  const airlock = useAirlockInstance()
  const { approvals } = embedded
  const { pending } = useProxyState(approvals.state)
  const request = pending[requestId]
  // The person's press is the wallet's own button's (APPROVAL_CONFIRMED, counted by the frame);
  // sending it waits for the simulation as any confirm button does (useSimulationGate).
  const gate = useSimulationGate(request?.simulation ?? { status: 'none' }, () => approvals.send(requestId))
  const confirmed = request?.confirmed === true
  useEffect(() => {
    if (confirmed) gate.confirm()
    // Once per confirmation: the gate itself follows the simulation from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmed])
  const kind = request?.summary.kind
  useViewTitle(kind === 'message' || kind === 'typedData' ? t('embedded.approval.titleMessage') : kind === 'permissions' ? t('embedded.approval.titlePermissions') : kind === 'revokePermissions' ? t('embedded.approval.titleRevoke') : t('embedded.approval.title'))
  if (!request) return <p className="airlock-muted">{t('embedded.approval.gone')}</p>
  const sending = request.status === 'sending'
  // Pressed in the wallet, and the simulation found warnings meanwhile: they are read before going on.
  const notice = gate.notice ?? (confirmed && gate.phase === 'ready' ? t('embedded.approval.readWarnings') : undefined)
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
          {notice && <p className="airlock-simulation-confirm" role="alert">{notice}</p>}
          <div className="airlock-approval-buttons">
            <button type="button" className="airlock-secondary" onClick={() => approvals.reject(requestId)}>
              {t('embedded.approval.reject')}
            </button>
            {confirmed ? (
              // Approved already on the wallet's own button: what is left is going on past what
              // the simulation found ("Continue" after warnings, "Continue anyway" after a
              // simulated failure), never an approval of its own (the frame counts none from the
              // host page), so it never says "Approve".
              // aria-disabled while it waits for the simulation, so the focus it holds stays.
              <button type="button" className="airlock-primary" aria-disabled={gate.phase === 'waiting' || undefined} aria-busy={gate.phase === 'waiting' || undefined} onClick={gate.confirm}>
                {gate.label(t('embedded.approval.continue'))}
              </button>
            ) : (
              <ApproveButton embedded={embedded} requestId={requestId} />
            )}
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
 * transfer, typed data as a tree, Solana instructions), with Reject and the wallet's own
 * Approve. Reject acts at once; once Approve is pressed the request waits for the simulation
 * (SIMULATION_WAIT_MS at most) and, when it says the request fails, asks "Continue anyway".
 */
export default function ApproveTransaction({ data }: ViewProps<ViewRegistry['ApproveTransaction']>) {
  const embedded = useEmbedded()
  return (
    <>
      <style href="airlock-approval" precedence="default">
        {approvalStyles}
      </style>
      {/* One Pending per request: the gate's phase and the wallet's button frame never carry over to the next one. */}
      {embedded ? <Pending key={data.requestId} embedded={embedded} requestId={data.requestId} /> : <Spinner />}
    </>
  )
}
