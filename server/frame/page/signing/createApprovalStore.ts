import { canonicalJson } from './canonicalJson.js'

/** How long a prepared approval may wait for the person's Approve. */
export const APPROVAL_TTL_MS = 5 * 60_000

/** One RPC call as an approval covers it: the exact chain, method and params. */
export interface ApprovedCall {
  chainId: string
  method: string
  params: unknown
}

/**
 * The frame's record of approvals it prepared (in memory only). An approval covers exactly
 * one call (its canonical JSON), is used at most once, and lapses after 5 minutes, so a
 * replayed or altered request never signs.
 */
export function createApprovalStore(now: () => number = Date.now) {
  const pending = new Map<string, { call: string; expiresAt: number }>()
  const sweep = () => {
    for (const [id, entry] of pending) if (entry.expiresAt <= now()) pending.delete(id)
  }
  return {
    prepare(call: ApprovedCall): { approvalId: string; expiresAt: number } {
      sweep()
      const approvalId = crypto.randomUUID()
      const expiresAt = now() + APPROVAL_TTL_MS
      pending.set(approvalId, { call: canonicalJson(call), expiresAt })
      return { approvalId, expiresAt }
    },
    /** True once for a live approval of exactly `call`; the approval is gone afterwards either way. */
    consume(approvalId: string, call: ApprovedCall): boolean {
      const entry = pending.get(approvalId)
      pending.delete(approvalId)
      return entry !== undefined && entry.expiresAt > now() && entry.call === canonicalJson(call)
    },
    cancel(approvalId: string): void {
      pending.delete(approvalId)
    },
  }
}
