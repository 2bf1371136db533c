import type { SimulationRequest } from '../../../../kernel/adapters/SimulationRequest.js'
import { canonicalJson } from './canonicalJson.js'
import type { GrantPlan, RevokePlan } from '../permissions/GrantPlan.js'

/** How long a prepared approval may wait for the person's Approve. */
export const APPROVAL_TTL_MS = 5 * 60_000

/** One RPC call as an approval covers it: the exact chain, method and params. */
export interface ApprovedCall {
  chainId: string
  method: string
  params: unknown
}

/** What an approval promised beyond the call itself. */
export interface ApprovalTerms {
  /** The account the approval was shown for (the smart account or the EOA); a send from another is refused. */
  from?: string
  /** The smart account's gas is paid by the project's sponsor (shown as such). */
  sponsored?: boolean
  /** The smart account's gas is paid by the app's own ERC-7677 service (shown with its origin). */
  paymaster?: { url: string; context?: Record<string, unknown> }
  /** An EOA's batch runs atomically through this EIP-7702 delegate; `delegates`: the approval also delegates the account. */
  eip7702?: { delegate: `0x${string}`; delegates: boolean; erc7579?: boolean }
  /** A `wallet_grantPermissions` or `wallet_revokePermissions` exactly as shown: delegations, salts, start times, the upgrade. */
  permissions?: GrantPlan | RevokePlan
  /** Worth more than the app's step-up limit while the second factor is on: it signs only after a step-up made for this approval. */
  stepUp?: boolean
}

/**
 * The frame's record of approvals it prepared (in memory only). An approval covers exactly
 * one call (its canonical JSON), counts only once the person pressed the frame's own Approve
 * button for it (`confirm`, from the frame's approve page: never on the parent's word), is
 * used at most once, and lapses after 5 minutes, so a replayed, altered or unconfirmed
 * request never signs.
 */
export function createApprovalStore(now: () => number = Date.now) {
  const pending = new Map<string, { call: string; expiresAt: number; terms: ApprovalTerms; confirmed: boolean; simulation?: SimulationRequest; summary?: unknown }>()
  const sweep = () => {
    for (const [id, entry] of pending) if (entry.expiresAt <= now()) pending.delete(id)
  }
  /** The terms, once, of a live approval of exactly `call`; the approval is gone afterwards either way. */
  const take = (approvalId: string, call: ApprovedCall): ApprovalTerms | undefined => {
    const entry = pending.get(approvalId)
    pending.delete(approvalId)
    return entry !== undefined && entry.confirmed && entry.expiresAt > now() && entry.call === canonicalJson(call) ? entry.terms : undefined
  }
  return {
    /**
     * `terms`: what the person was shown beside the call (who pays the gas), held to when it
     * runs; `simulation`: what the API is asked to simulate for it (built from the same call).
     */
    prepare(call: ApprovedCall, terms: ApprovalTerms = {}, simulation?: SimulationRequest): { approvalId: string; expiresAt: number } {
      sweep()
      const approvalId = crypto.randomUUID()
      const expiresAt = now() + APPROVAL_TTL_MS
      pending.set(approvalId, { call: canonicalJson(call), expiresAt, terms, confirmed: false, ...(simulation && { simulation }) })
      return { approvalId, expiresAt }
    },
    /** What a live approval's request is simulated as; undefined once it is spent, lapsed or has nothing to simulate. */
    simulationOf(approvalId: string): SimulationRequest | undefined {
      const entry = pending.get(approvalId)
      return entry && entry.expiresAt > now() ? entry.simulation : undefined
    },
    /** Keeps what the frame decoded of a live approval, for its approve page to show. */
    describe(approvalId: string, summary: unknown): void {
      const entry = pending.get(approvalId)
      if (entry) entry.summary = summary
    },
    /** What the frame decoded of a live approval, if it is live. */
    summaryOf(approvalId: string): unknown {
      const entry = pending.get(approvalId)
      return entry && entry.expiresAt > now() ? entry.summary : undefined
    },
    /** The person pressed Approve for it on the frame's approve page: true when it is live (and now confirmed). */
    confirm(approvalId: string): boolean {
      const entry = pending.get(approvalId)
      if (!entry || entry.expiresAt <= now()) return false
      entry.confirmed = true
      return true
    },
    take,
    /** The terms of a live approval, without using it. */
    peek: (approvalId: string): ApprovalTerms | undefined => {
      const entry = pending.get(approvalId)
      return entry !== undefined && entry.expiresAt > now() ? entry.terms : undefined
    },
    /** True once for a live approval of exactly `call`; the approval is gone afterwards either way. */
    consume: (approvalId: string, call: ApprovedCall): boolean => take(approvalId, call) !== undefined,
    cancel(approvalId: string): void {
      pending.delete(approvalId)
    },
  }
}
