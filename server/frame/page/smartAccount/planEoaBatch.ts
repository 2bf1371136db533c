import type { Address } from 'viem'
import type { SigningContext } from '../signing/SigningContext.js'

/** How an EOA's `wallet_sendCalls` batch runs, decided when it is prepared and held to when it is sent. */
export type EoaBatchPlan =
  /** One after another (not atomic): the chain has no EIP-7702 delegate, or the app asked for no atomicity. */
  | { mode: 'sequential' }
  /**
   * One transaction to itself through the delegate (atomic): Simple7702Account's `executeBatch`,
   * or (`erc7579`) the Delegation Framework's account code the account already runs for its
   * permissions, through its ERC-7579 `execute`; `delegates`: it also signs the EIP-7702 authorization.
   */
  | { mode: 'eip7702'; delegate: Address; delegates: boolean; erc7579?: boolean }

/** Whether `address` is already delegated to `delegate` (its code is EIP-7702's `0xef0100 ‖ delegate`). */
export async function isDelegatedTo(ctx: SigningContext, chainId: string, address: string, delegate: Address): Promise<boolean> {
  const code = await ctx.rpc(chainId, 'eth_getCode', [address, 'latest'])
  return typeof code === 'string' && code.toLowerCase() === `0xef0100${delegate.slice(2)}`.toLowerCase()
}

/** The chain's EIP-7702 delegate (Simple7702Account) from the API's smart-account networks, if any. */
export async function eip7702DelegateOf(ctx: SigningContext, chainId: string): Promise<Address | undefined> {
  return (await ctx.smartAccounts.networks()).networks.find((network) => network.caipNetworkId === chainId)?.eip7702Delegate ?? undefined
}

/**
 * An EOA's batch on a chain with EIP-7702: atomic through the delegate when the app requires
 * atomicity or the account is already delegated (then at no extra step); otherwise the
 * calls go one by one, so the account is never delegated unless an approval said so.
 */
export async function planEoaBatch(ctx: SigningContext, chainId: string, address: string, atomicRequired: boolean): Promise<EoaBatchPlan> {
  // An account upgraded for permissions batches through that code: delegating it back to
  // Simple7702Account would end its grants on the side.
  const deleGator = (await ctx.smartAccounts.networks()).networks.find((network) => network.caipNetworkId === chainId)?.permissions?.eip7702DeleGator
  if (deleGator && (await isDelegatedTo(ctx, chainId, address, deleGator))) return { mode: 'eip7702', delegate: deleGator, delegates: false, erc7579: true }
  const delegate = await eip7702DelegateOf(ctx, chainId)
  if (!delegate) return { mode: 'sequential' }
  const delegated = await isDelegatedTo(ctx, chainId, address, delegate)
  return delegated || atomicRequired ? { mode: 'eip7702', delegate, delegates: !delegated } : { mode: 'sequential' }
}
