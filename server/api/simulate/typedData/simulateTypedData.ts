import type { ApiContext } from '../../ApiContext.js'
import type { EvmChain } from '../../chains/EvmChain.js'
import type { SimulatedAllowance, Simulation } from '../../../../services/simulation/Simulation.js'
import { buildWarnings } from '../buildWarnings.js'
import { describeEvmAssets } from '../describeAssets.js'
import { isUnlimited } from '../evm/readApprovals.js'
import type { TypedDataSimulationBody } from '../simulateBody.js'
import { recognizeTypedData } from './recognizeTypedData.js'

/**
 * What signing typed data lets others do: the grants {@link recognizeTypedData} reads from the
 * fields (no simulation: nothing runs until someone submits the signature), each token
 * described as in a transaction's simulation, with the same warnings.
 */
export async function simulateTypedData(ctx: ApiContext, chain: EvmChain, body: TypedDataSimulationBody): Promise<Simulation> {
  const grants = recognizeTypedData(body.typedData)
  const assets = await describeEvmAssets(ctx, chain, grants.map((g) => ({ standard: g.kind === 'token' ? ('erc20' as const) : ('erc721' as const), token: g.token })))
  const allowances = grants.map((grant, i): SimulatedAllowance => ({
    kind: grant.kind,
    via: grant.via,
    asset: assets[i]!,
    spender: grant.spender,
    unlimited: grant.unlimitedByFlag ?? (grant.kind === 'operator' ? !grant.revoked : grant.amount !== undefined && isUnlimited(grant.amount)),
    revoked: grant.revoked ?? grant.amount === 0n,
    ...(grant.amount !== undefined && { amount: grant.amount.toString() }),
    ...(grant.tokenId !== undefined && { tokenId: grant.tokenId.toString() }),
    ...(grant.deadline !== undefined && { deadline: grant.deadline }),
  }))
  const simulation: Omit<Simulation, 'warnings'> = {
    chainId: chain.caipNetworkId, account: body.account, method: 'typedData', status: 'success', send: [], receive: [], allowances, complete: true,
  }
  return { ...simulation, warnings: buildWarnings({ simulation, unknownContractReceivers: [], onlyTransfers: true }) }
}
