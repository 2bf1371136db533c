import type { DelegationFrameworkContracts } from '../../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from '../signing/SigningContext.js'

/** Where a chain's EOA stands for permissions: the framework, and its account's EIP-7702 code. */
export interface PermissionSupport {
  framework: DelegationFrameworkContracts
  /** The account's current EIP-7702 delegate, if it has one. */
  delegatedTo?: `0x${string}`
  /** The chain's own EIP-7702 delegate for batches (Simple7702Account), which a grant may replace. */
  batchDelegate?: `0x${string}`
}

/** Why an account cannot grant permissions on a chain, in words an app can show (4200). */
export const permissionsUnsupported = (why: string) => new FrameFailure('unsupported', why, { rpcCode: 4200 })

/** The account's EIP-7702 delegate from its code (`0xef0100 ‖ address`), if any. */
export async function readDelegate(ctx: SigningContext, chainId: string, address: string): Promise<`0x${string}` | undefined> {
  const code = await ctx.rpc(chainId, 'eth_getCode', [address, 'latest'])
  return typeof code === 'string' && /^0xef0100[0-9a-fA-F]{40}$/.test(code) ? (`0x${code.slice(8)}` as `0x${string}`) : undefined
}

/**
 * What permissions need on `chainId`, or the reason they cannot be had: the chain must list
 * the Delegation Framework (the API's networks), and the EOA must run no other EIP-7702 code
 * than its framework account or the chain's batch delegate (which a grant replaces, shown).
 */
export async function readPermissionSupport(ctx: SigningContext, chainId: string, address: string): Promise<PermissionSupport> {
  const network = (await ctx.smartAccounts.networks()).networks.find((n) => n.caipNetworkId === chainId)
  const framework = network?.permissions
  if (!framework) throw permissionsUnsupported('This network has no permission contracts (ERC-7710), so this wallet cannot grant permissions on it')
  const delegatedTo = await readDelegate(ctx, chainId, address)
  const batchDelegate = network.eip7702Delegate ?? undefined
  const known = [framework.eip7702DeleGator, batchDelegate].filter(Boolean).map((a) => a!.toLowerCase())
  if (delegatedTo && !known.includes(delegatedTo.toLowerCase())) {
    throw permissionsUnsupported(`This account runs other code (EIP-7702 delegate ${delegatedTo}); the wallet grants permissions only through the Delegation Framework's account code`)
  }
  return { framework, ...(delegatedTo && { delegatedTo }), ...(batchDelegate && { batchDelegate }) }
}
