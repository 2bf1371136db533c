import { DelegationManager } from '@metamask/delegation-abis'
import { encodeFunctionData } from 'viem'
import { evmWalletClient } from '../signing/evmWalletClient.js'
import { sendEvmTransaction } from '../signing/sendEvmTransaction.js'
import type { SigningContext } from '../signing/SigningContext.js'
import type { RevokePlan } from './GrantPlan.js'
import { waitForReceipt } from './waitForReceipt.js'

/**
 * Revokes on chain: the account calls the DelegationManager's `disableDelegation` itself (the
 * manager takes it from the delegator only), waits until it is mined, then has the API record
 * it (the API reads the chain before it does). From then on every redemption of the grant
 * fails on chain, whoever sends it.
 */
export async function sendRevoke(ctx: SigningContext, plan: RevokePlan): Promise<Record<string, never>> {
  const { chainId, framework, delegation } = plan
  const data = encodeFunctionData({ abi: DelegationManager, functionName: 'disableDelegation', args: [delegation as never] })
  const hash = await ctx.keyring.withKey('eip155', async (secret) => {
    const client = evmWalletClient(secret, chainId, ctx.rpc)
    return sendEvmTransaction(client, { to: framework.delegationManager, data })
  })
  await waitForReceipt(ctx, chainId, hash, 'The revocation')
  await ctx.permissionsIndex?.revoked(chainId, plan.delegationHash).catch(() => undefined)
  return {}
}
