import type { Address } from 'viem'
import type { DelegationFrameworkContracts } from '../../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'
import type { Delegation } from '../../../../adapters/embedded/protocol/permissions/delegationTypedData.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'

/**
 * A `wallet_grantPermissions` as the approval showed it and as it will run: the requests as
 * they will be granted (start times filled in), the unsigned delegations (salts fixed), and
 * the EIP-7702 upgrade the account needs first, if any.
 */
export interface GrantPlan {
  kind: 'grant'
  chainId: string
  framework: DelegationFrameworkContracts
  appOrigin: string
  requests: PermissionRequest[]
  delegations: Delegation[]
  upgrade?: { contract: Address; replaces?: Address }
}

/** A `wallet_revokePermissions` as approved: the one delegation to disable. */
export interface RevokePlan {
  kind: 'revoke'
  chainId: string
  framework: DelegationFrameworkContracts
  delegation: Delegation
  delegationHash: `0x${string}`
}
