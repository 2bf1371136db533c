import { DelegationManager, ERC20PeriodTransferEnforcer, LimitedCallsEnforcer, NativeTokenPeriodTransferEnforcer } from '@metamask/delegation-abis'
import type { Hex, PublicClient } from 'viem'
import type { DelegationFrameworkContracts } from '../../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'
import { grantCaveats } from '../../../../adapters/embedded/protocol/permissions/grantCaveats.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'

/** What the chain says of one grant now. */
export interface GrantState {
  /** Disabled by its delegator (revoked) on chain. */
  revoked: boolean
  /** For an allowance: this period's amount, what is left of it, what was used, when the period ends (UNIX s). */
  allowance?: { periodAmount: string; left: string; used: string; periodEndsAt: number }
  /** With a call limit: how many uses it allows and how many were made. */
  calls?: { limit: number; used: number }
}

/**
 * Reads a grant's use from the contracts that enforce it: the DelegationManager (revoked),
 * the period enforcer's `getAvailableAmount` (left this period; a grant never used reads its
 * whole amount) and the call counter. Never the caller's word.
 */
export async function readGrantState(client: PublicClient, framework: DelegationFrameworkContracts, hash: Hex, request: PermissionRequest): Promise<GrantState> {
  const manager = framework.delegationManager
  const revoked = client.readContract({ address: manager, abi: DelegationManager, functionName: 'disabledDelegations', args: [hash] })
  const { permission } = request
  const limit = request.policies?.find((p) => p.type === 'call-limit')?.data.count
  const calls = limit === undefined ? undefined : client.readContract({ address: framework.enforcers.limitedCalls, abi: LimitedCallsEnforcer, functionName: 'callCounts', args: [manager, hash] })
  let allowance: Promise<GrantState['allowance']> | undefined
  if (permission.type !== 'contract-call') {
    const start = permission.data.startTime ?? 0
    const caveats = grantCaveats(request, start, framework.enforcers)
    const native = permission.type === 'native-token-periodic'
    const enforcer = native ? framework.enforcers.nativeTokenPeriodTransfer : framework.enforcers.erc20PeriodTransfer
    const terms = caveats.find((c) => c.enforcer === enforcer)!.terms
    allowance = client
      .readContract({ address: enforcer, abi: native ? NativeTokenPeriodTransferEnforcer : ERC20PeriodTransferEnforcer, functionName: 'getAvailableAmount', args: [hash, manager, terms] })
      .then(([left, , period]) => {
        const periodAmount = BigInt(permission.data.periodAmount)
        return { periodAmount: periodAmount.toString(), left: left.toString(), used: (periodAmount - left).toString(), periodEndsAt: start + Number(period) * permission.data.periodDuration }
      })
  }
  const [isRevoked, used, shown] = await Promise.all([revoked, calls, allowance])
  return { revoked: isRevoked, ...(shown && { allowance: shown }), ...(limit !== undefined && { calls: { limit, used: Number(used ?? 0n) } }) }
}
