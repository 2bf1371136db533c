import { parseAbi, type Address, type PublicClient } from 'viem'
import type { ApiContext } from '../../ApiContext.js'
import type { EvmChain } from '../../chains/EvmChain.js'
import type { NodeLimits } from '../../rpc/NodeLimits.js'
import type { Simulation, SimulatedAllowance } from '../../../../services/simulation/Simulation.js'
import { buildWarnings } from '../buildWarnings.js'
import { resolveSmartAccountChain } from '../../smartAccounts/resolveSmartAccountChain.js'
import { describeEvmAssets, toChange, type EvmAssetRef } from '../describeAssets.js'
import type { EvmSimulationBody } from '../simulateBody.js'
import { decodeRevert } from './decodeRevert.js'
import type { EvmTrace, NodeCall } from './EvmTrace.js'
import type { SimulationMethod } from './findSimulationMethod.js'
import { findUnknownContracts } from './findUnknownContracts.js'
import { readApprovals } from './readApprovals.js'
import { readMovements } from './readMovements.js'
import { readReceivers } from './readReceivers.js'
import { simulateWithSimulateV1 } from './simulateWithSimulateV1.js'
import { simulateWithTraceCall } from './simulateWithTraceCall.js'

const entryPointAbi = parseAbi(['function entryPoint() view returns (address)'])

/** The EntryPoint an ERC-4337 account (or an EIP-7702 delegate) names, if the account answers `entryPoint()`. */
async function entryPointOf(chain: EvmChain, account: Address): Promise<Address | undefined> {
  return chain.client.readContract({ address: account, abi: entryPointAbi, functionName: 'entryPoint' }).catch(() => undefined)
}

async function trace(chain: EvmChain, tracer: PublicClient, method: SimulationMethod, calls: NodeCall[], body: EvmSimulationBody, timeout: string): Promise<EvmTrace> {
  if (method.method === 'eth_simulateV1') return simulateWithSimulateV1(tracer, calls)
  // Where the node carries no state, an atomic batch of an account with code (a smart account,
  // an EIP-7702 delegated one) runs as the one `executeBatch` its EntryPoint would call: the
  // EntryPoint named, or the one the account itself names.
  // An EOA running the Delegation Framework's account code (upgraded for permissions) batches
  // through its ERC-7579 `execute`, as the wallet sends it.
  const code = !method.carriesState && calls.length > 1 && (body.atomic || body.smartAccount) ? ((await chain.client.getCode({ address: body.account })) ?? '0x') : '0x'
  const entryPoint = code !== '0x' ? (body.smartAccount?.entryPoint ?? (await entryPointOf(chain, body.account))) : undefined
  const deleGator = resolveSmartAccountChain(chain)?.permissions?.eip7702DeleGator
  const erc7579 = Boolean(deleGator) && code.toLowerCase() === `0xef0100${deleGator!.slice(2)}`.toLowerCase()
  return simulateWithTraceCall(tracer, calls, { carriesState: method.carriesState, timeout, ...(entryPoint && { batchAccount: { account: body.account, entryPoint, ...(erc7579 && { erc7579 }) } }) })
}

/**
 * The gas each call of a simulation of `count` calls may use: the per-call cap, or the
 * request's total shared evenly, whichever is less, so no request has a node run more than
 * its total (the `nodeLimits`).
 */
export function simulationCallGas(limits: Pick<NodeLimits, 'simulationGasPerCall' | 'simulationGasPerRequest'>, count: number): bigint {
  return BigInt(Math.min(limits.simulationGasPerCall, Math.floor(limits.simulationGasPerRequest / Math.max(1, count))))
}

/**
 * Simulates EVM calls of `body.account` on the chain's latest block: the node's
 * `eth_simulateV1` where it answers it, else `debug_traceCall`; then reads what the account
 * sends and receives, the approvals it gives, why it fails and the gas, and describes each
 * asset. A failing call of an atomic batch (or a smart account's) undoes the whole batch.
 * Each call is held to {@link simulationCallGas}, each trace to the node limits' time.
 * `tracer`: the chain's client for the simulation itself (one that batches the tracers' requests).
 */
export async function simulateEvmCalls(ctx: ApiContext, chain: EvmChain, body: EvmSimulationBody, method: SimulationMethod, tracer: PublicClient = chain.client): Promise<Simulation> {
  const account = body.account
  const me = account.toLowerCase()
  const gas = simulationCallGas(ctx.nodeLimits, body.calls.length)
  const calls: NodeCall[] = body.calls.map((call) => ({ from: account, ...(call.to && { to: call.to }), value: call.value, data: call.data, gas }))
  const named = readReceivers(calls, account)
  const [traced, unknownContractReceivers] = await Promise.all([
    trace(chain, tracer, method, calls, body, `${ctx.nodeLimits.simulationTraceSeconds}s`),
    findUnknownContracts(ctx, chain, named.receivers.filter((r) => r.toLowerCase() !== me)),
  ])
  const failedAt = traced.calls.findIndex((call) => call.status === 'reverted')
  const failed = failedAt === -1 ? undefined : traced.calls[failedAt]
  const atomic = body.atomic || Boolean(body.smartAccount)
  const done = failed && atomic ? [] : traced.calls.filter((call) => call.status === 'success')
  const logs = done.flatMap((call) => call.logs)
  const native = done.reduce((sum, call) => sum + (call.nativeDeltas.get(me) ?? 0n), 0n)
  const movements = readMovements(logs, account)
  const approvals = readApprovals(logs, account, new Set(calls.flatMap((call) => (call.to ? [call.to.toLowerCase()] : []))))

  const refs: EvmAssetRef[] = [
    ...(native !== 0n ? [{ standard: 'native' as const }] : []),
    ...movements.map((m) => ({ standard: m.standard, token: m.token })),
    ...approvals.map((a) => ({ standard: a.kind === 'token' ? ('erc20' as const) : ('erc721' as const), token: a.token })),
  ]
  const assets = await describeEvmAssets(ctx, chain, refs)
  const nativeAsset = native !== 0n ? assets.shift() : undefined
  const changes = [
    ...(nativeAsset ? [{ asset: nativeAsset, delta: native, tokenId: undefined }] : []),
    ...movements.map((m) => ({ asset: assets.shift()!, delta: m.delta, tokenId: m.tokenId })),
  ]
  const allowances = approvals.map((a): SimulatedAllowance => ({
    kind: a.kind, via: a.via, asset: assets.shift()!, spender: a.spender, unlimited: a.unlimited, revoked: a.revoked,
    ...(a.amount !== undefined && { amount: a.amount.toString() }),
    ...(a.tokenId !== undefined && { tokenId: a.tokenId.toString() }),
    ...(a.deadline !== undefined && { deadline: a.deadline }),
  }))
  const simulation: Omit<Simulation, 'warnings'> = {
    chainId: chain.caipNetworkId,
    account,
    method: traced.method,
    status: failed ? 'reverted' : 'success',
    send: changes.filter((c) => c.delta < 0n).map((c) => toChange(c.asset, -c.delta, c.tokenId)),
    receive: changes.filter((c) => c.delta > 0n).map((c) => toChange(c.asset, c.delta, c.tokenId)),
    allowances,
    ...(failed && { revert: decodeRevert(failed.revertData, failed.error, failed.failedCall ?? failedAt) }),
    gasUsed: traced.calls.reduce((sum, call) => sum + call.gasUsed, 0n).toString(),
    complete: traced.complete,
  }
  return { ...simulation, warnings: buildWarnings({ simulation, unknownContractReceivers, onlyTransfers: named.onlyTransfers }) }
}

