import type { PermissionRequest } from './PermissionRequest.js'

/** One live permission the person granted to an app, with its use read from the chain. */
export interface PermissionGrant {
  /** CAIP-2 network id. */
  chainId: string
  /** The grant's ERC-7710 delegation hash: what the chain's counters are kept under. */
  delegationHash: string
  /** The app's origin, as the wallet saw it when the person approved. */
  app: string
  /** The app's own account, which alone may use the grant. */
  delegate: string
  /** The ERC-7715 request as granted (start time filled in). */
  request: PermissionRequest
  /** What the app redeems, and what revokes it (`wallet_revokePermissions`). */
  context: string
  /** UNIX seconds. */
  grantedAt: number
  expiresAt: number
  revoked: boolean
  /** An allowance this period, in the smallest unit (decimal strings): its amount, what is left, what was used; and when the period ends (UNIX s). */
  allowance?: { periodAmount: string; left: string; used: string; periodEndsAt: number }
  /** A call limit: how many uses it allows, how many were made. */
  calls?: { limit: number; used: number }
  /** An ERC-20 allowance's token, as read from its contract. */
  token?: { symbol: string; decimals: number }
}
