import { useEffect, useState } from 'react'
import { proxy } from 'valtio/vanilla'
import type { Airlock, ConnectorRegistry } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useBusEvent } from '../kit/useBusEvent.js'
import { useProxyState } from '../kit/useProxyState.js'

type Approvals = ConnectorRegistry['embedded']['approvals']
type Pending = Approvals['state']['pending'][string]

/** One request of the embedded wallet waiting for the person, as the frame decoded it. */
export interface ApprovalRequest {
  /** What `approve`, `reject` and `<WalletApproval requestId>` take. */
  id: string
  /** The RPC method (`eth_sendTransaction`, `personal_sign`, `wallet_sendCalls` …). */
  method: string
  /** What the wallet will sign, decoded by its frame from the exact request: recipient and value, an ERC-20 transfer, a message, typed data, Solana instructions. */
  summary: Pending['summary']
  /** `waiting` for a decision; `sending` once approved, until the wallet answers. */
  status: Pending['status']
}

/** What `useApprovals` gives: the requests waiting, and the person's answers. */
export interface UseApprovalsReturn {
  /** Oldest first; show the first. */
  pending: ApprovalRequest[]
  /** The person declined: the request rejects with 4001 ('Signature declined'). */
  reject(id: string): void
  /**
   * Approves from the host's own button: only with `embedded: { approvals: 'host' }` (else the
   * wallet's own Approve button in `<WalletApproval>` is what approves).
   */
  approve(id: string): void
}

// What the hook reads until the embedded wallet asked for anything.
const none: Approvals['state'] = /* @__PURE__ */ proxy({ pending: {} })
const embeddedOf = (airlock: Airlock) => airlock.connection().then((connection) => connection.connector('embedded'))

/**
 * The embedded wallet's requests that need the person's approval (SPEC §6), for a host that
 * draws its own UI: render the first with `<WalletApproval requestId>` (the wallet's own
 * summary and Approve button, from its origin) beside the host's Reject. Airlock's modal
 * shows them itself when there is one; the wallet's code loads only once it asks.
 *
 * @example
 * const { pending: [request], reject } = useApprovals()
 * return request && <div role="dialog"><WalletApproval requestId={request.id} /><button onClick={() => reject(request.id)}>Reject</button></div>
 */
export function useApprovals(): UseApprovalsReturn {
  const airlock = useAirlockInstance()
  const [approvals, setApprovals] = useState<Approvals>()
  const find = () => {
    if (!approvals) void embeddedOf(airlock).then((embedded) => setApprovals(() => embedded.approvals), () => {})
  }
  useBusEvent('embedded:approvalRequested', find)
  // A request may have been made before this hook mounted: an embedded account means the wallet's code is here.
  useEffect(() => {
    if (Object.values(airlock.chain.state.accounts).some((account) => account?.connectedWalletInfo?.identifier === 'embedded')) find()
  }, [airlock])
  const { pending } = useProxyState(approvals?.state ?? none)
  return {
    pending: Object.entries(pending).map(([id, request]) => ({ id, method: request.method, summary: request.summary as Pending['summary'], status: request.status })),
    reject: (id) => approvals?.reject(id),
    approve: (id) => approvals?.approve(id),
  }
}
