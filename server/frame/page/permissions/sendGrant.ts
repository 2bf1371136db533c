import { encodeDelegations } from '@metamask/delegation-core'
import { bytesToHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { delegationTypedData } from '../../../../adapters/embedded/protocol/permissions/delegationTypedData.js'
import type { PermissionResponse } from '../../../../services/permissions/PermissionRequest.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import { evmWalletClient } from '../signing/evmWalletClient.js'
import { sendEvmTransaction } from '../signing/sendEvmTransaction.js'
import type { SigningContext } from '../signing/SigningContext.js'
import type { GrantPlan } from './GrantPlan.js'
import { readDelegate } from './readFramework.js'
import { waitForReceipt } from './waitForReceipt.js'

/**
 * Grants what an approval planned: first the EIP-7702 upgrade it showed (a type-4
 * transaction from the account to itself carrying its authorization to the framework's
 * account code, mined before anything else), then each delegation signed by the account's
 * key (EIP-712, the chain's DelegationManager), recorded with the API (which checks each
 * against the chain's rules) before any context is answered: a grant the wallet cannot list
 * for revoking is never handed out.
 */
export async function sendGrant(ctx: SigningContext, plan: GrantPlan, address: Address): Promise<PermissionResponse[]> {
  const { chainId, framework } = plan
  const chainNumber = Number(chainId.split(':')[1])
  if (plan.upgrade) {
    const hash = await ctx.keyring.withKey('eip155', async (secret) => {
      const client = evmWalletClient(secret, chainId, ctx.rpc)
      const account = client.account!
      const authorization = await client.signAuthorization({ account, contractAddress: plan.upgrade!.contract, executor: 'self' })
      return sendEvmTransaction(client, { to: address, data: '0x', authorizationList: [authorization] })
    })
    await waitForReceipt(ctx, chainId, hash, 'The account upgrade')
    if ((await readDelegate(ctx, chainId, address))?.toLowerCase() !== plan.upgrade.contract.toLowerCase()) {
      throw new FrameFailure('rpc_error', 'The account upgrade did not take effect', { rpcCode: -32603 })
    }
  }
  const contexts = await ctx.keyring.withKey('eip155', async (secret) => {
    const owner = privateKeyToAccount(bytesToHex(secret))
    const signed: Hex[] = []
    for (const delegation of plan.delegations) {
      const signature = await owner.signTypedData(delegationTypedData(delegation, chainNumber, framework.delegationManager))
      signed.push(encodeDelegations([{ ...delegation, signature } as never]) as Hex)
    }
    return signed
  })
  if (!ctx.permissionsIndex) throw new FrameFailure('backend_unavailable', 'The wallet service cannot list permissions', { rpcCode: -32603 })
  await ctx.permissionsIndex.record({ chainId, appOrigin: plan.appOrigin, grants: plan.requests.map((request, i) => ({ request, context: contexts[i]! })) })
  return plan.requests.map((request, i) => ({ ...request, context: contexts[i]!, signerMeta: { delegationManager: framework.delegationManager } }))
}
