import { decodeDelegations, hashDelegation } from '@metamask/delegation-core'
import type { Address, Hex } from 'viem'
import type { ApprovalSummary } from '../../../../adapters/embedded/protocol/approvalSummarySchema.js'
import type { Delegation } from '../../../../adapters/embedded/protocol/permissions/delegationTypedData.js'
import { revokePermissionsParamsSchema } from '../../../../adapters/embedded/protocol/permissions/permissionRequestSchema.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from '../signing/SigningContext.js'
import type { RevokePlan } from './GrantPlan.js'
import { permissionsUnsupported } from './readFramework.js'

const invalid = (message: string) => new FrameFailure('invalid_input', message, { field: 'params.0.permissionContext', rpcCode: -32602 })

/**
 * Prepares ERC-7715's `wallet_revokePermissions [{ permissionContext }]`: the context must be
 * one delegation from this account through the chain's DelegationManager. The approval shows
 * the grant as the wallet lists it (what, for which app) when it does.
 */
export async function planRevoke(ctx: SigningContext, chainId: string, address: Address, params: unknown): Promise<{ plan: RevokePlan; summary: ApprovalSummary }> {
  const parsed = revokePermissionsParamsSchema.safeParse(params)
  if (!parsed.success) throw invalid('Invalid wallet_revokePermissions request: expected [{ permissionContext }]')
  let delegations: Delegation[]
  try {
    delegations = decodeDelegations(parsed.data[0].permissionContext as Hex) as unknown as Delegation[]
  } catch {
    throw invalid('The permission context is not an encoded delegation')
  }
  const [delegation] = delegations
  if (!delegation || delegations.length !== 1) throw invalid('The permission context must hold one delegation')
  if (delegation.delegator.toLowerCase() !== address.toLowerCase()) throw new FrameFailure('invalid_input', 'This permission was granted by another account', { field: 'params.0.permissionContext', rpcCode: 4100 })
  const framework = (await ctx.smartAccounts.networks()).networks.find((n) => n.caipNetworkId === chainId)?.permissions
  if (!framework) throw permissionsUnsupported('This network has no permission contracts (ERC-7710), so there is nothing to revoke on it')
  const delegationHash = hashDelegation(delegation as never) as `0x${string}`
  const listed = (await ctx.permissionsIndex?.list().catch(() => undefined))?.grants.find((g) => g.chainId === chainId && g.delegationHash.toLowerCase() === delegationHash.toLowerCase())
  const summary: ApprovalSummary = {
    kind: 'revokePermissions',
    chainId,
    address,
    delegate: delegation.delegate,
    delegationHash,
    ...(listed && { app: listed.app, grant: { request: listed.request as unknown as Record<string, unknown>, ...(listed.token && { token: listed.token }) } }),
  }
  return { plan: { kind: 'revoke', chainId, framework, delegation, delegationHash }, summary }
}
