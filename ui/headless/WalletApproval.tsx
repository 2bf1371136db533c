import { useEffect, useRef } from 'react'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/** Props of `WalletApproval`. */
export interface WalletApprovalProps {
  /** The request to approve: `useApprovals().pending[n].id`. */
  requestId: string
  className?: string
}

/**
 * The embedded wallet's own approval of one request, for a host's own approval dialog: the
 * wallet's page (its origin, which the host page can neither read nor script) showing what
 * the wallet decoded of a request that moves assets, and its Approve button, which alone
 * approves (unless the host took approvals over: `embedded: { approvals: 'host' }`). It grows
 * to its content, and its button counts only while all of it is in view, uncovered and
 * opaque. Its button takes the accent set on or above it (`--airlock-accent`,
 * `--airlock-accent-fg`, `--airlock-radius-item`). Pair it with the host's own Reject.
 *
 * @example
 * const { pending: [request], reject } = useApprovals()
 * return request && <div role="dialog" aria-label="Approve"><WalletApproval requestId={request.id} /><button onClick={() => reject(request.id)}>Reject</button></div>
 */
export function WalletApproval({ requestId, className }: WalletApprovalProps) {
  const airlock = useAirlockInstance()
  const holder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let live = true
    let remove = () => {}
    void airlock
      .connection()
      .then((connection) => connection.connector('embedded'))
      .then(
        (embedded) => {
          if (live && holder.current) remove = embedded.showApproval(holder.current, requestId)
        },
        (error: unknown) => airlock.logger.error('The wallet’s approval could not be shown', error),
      )
    return () => {
      live = false
      remove()
    }
  }, [airlock, requestId])
  return <div ref={holder} className={className} data-airlock-approval={requestId} />
}
