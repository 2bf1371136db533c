import type { PermissionResponse } from 'airlock/kit'
import { createPublicClient, decodeAbiParameters, http, type Address, type Hex, type PublicClient } from 'viem'
import { delegationComponents, permissionAbi } from './delegationAbi.js'
import type { PermissionNetwork } from './permissionNetworks.js'

/** One delegation decoded from a grant's context. */
export type DecodedDelegation = {
  delegate: Address
  delegator: Address
  authority: Hex
  caveats: readonly { enforcer: Address; terms: Hex; args: Hex }[]
  salt: bigint
  signature: Hex
}

/** What the chain says of a grant now: revoked, and what is left of an allowance this period. */
export interface GrantOnChain {
  delegation: DecodedDelegation
  hash: Hex
  revoked: boolean
  /** An allowance: left this period and when the period ends (UNIX s), in the smallest unit. */
  allowance?: { left: bigint; periodAmount: bigint; periodEndsAt: number }
  /** A call limit: how many uses were made. */
  callsMade?: number
  /** The chain's time (UNIX s), which expiries and periods follow. */
  now: number
}

/** The one delegation of a grant's context. */
export function decodeGrant(context: Hex): DecodedDelegation {
  const [delegations] = decodeAbiParameters([{ type: 'tuple[]', components: delegationComponents }], context)
  const [delegation] = delegations
  if (!delegation || delegations.length !== 1) throw new Error('A grant holds one delegation')
  return delegation as DecodedDelegation
}

/** A client for `network`'s RPC (the network's own URL, as the app configured it). */
export function publicClientOf(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
}

/**
 * Reads a grant's state from the contracts that enforce it: the DelegationManager (its hash,
 * revoked?), the period enforcer (left this period), the call counter. Nothing is taken on
 * the app's or the wallet's word.
 */
export async function readGrantOnChain(client: PublicClient, network: PermissionNetwork, permission: PermissionResponse): Promise<GrantOnChain> {
  const { framework } = network
  const manager = framework.delegationManager
  const delegation = decodeGrant(permission.context)
  const hash = await client.readContract({ address: manager, abi: permissionAbi, functionName: 'getDelegationHash', args: [delegation] })
  const periodic = delegation.caveats.find((c) => [framework.enforcers.nativeTokenPeriodTransfer, framework.enforcers.erc20PeriodTransfer].some((e) => e.toLowerCase() === c.enforcer.toLowerCase()))
  const limited = delegation.caveats.find((c) => c.enforcer.toLowerCase() === framework.enforcers.limitedCalls.toLowerCase())
  const [revoked, available, callsMade, block] = await Promise.all([
    client.readContract({ address: manager, abi: permissionAbi, functionName: 'disabledDelegations', args: [hash] }),
    periodic && client.readContract({ address: periodic.enforcer, abi: permissionAbi, functionName: 'getAvailableAmount', args: [hash, manager, periodic.terms] }),
    limited && client.readContract({ address: limited.enforcer, abi: permissionAbi, functionName: 'callCounts', args: [manager, hash] }),
    client.getBlock(),
  ])
  const { permission: asked } = permission
  let allowance: GrantOnChain['allowance']
  if (available && asked.type !== 'contract-call') {
    const [left, , period] = available
    allowance = { left, periodAmount: BigInt(asked.data.periodAmount), periodEndsAt: (asked.data.startTime ?? 0) + Number(period) * asked.data.periodDuration }
  }
  return { delegation, hash, revoked, ...(allowance && { allowance }), ...(callsMade !== undefined && { callsMade: Number(callsMade) }), now: Number(block.timestamp) }
}
