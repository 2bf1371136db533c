import { erc20Abi, decodeFunctionResult, encodeFunctionData, type Address } from 'viem'
import type { ApprovalSummary } from '../../../../adapters/embedded/protocol/approvalSummarySchema.js'
import { grantCaveats, PermissionRequestError } from '../../../../adapters/embedded/protocol/permissions/grantCaveats.js'
import { rootDelegation } from '../../../../adapters/embedded/protocol/permissions/delegationTypedData.js'
import { grantPermissionsParamsSchema, MAX_PERMISSION_SECONDS } from '../../../../adapters/embedded/protocol/permissions/permissionRequestSchema.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from '../signing/SigningContext.js'
import type { GrantPlan } from './GrantPlan.js'
import { readPermissionSupport } from './readFramework.js'

const invalid = (field: string, message: string) => new FrameFailure('invalid_input', message, { field, rpcCode: -32602 })

/** The chain's time: periods start and grants expire by block timestamps, not this device's clock. */
async function chainNow(ctx: SigningContext, chainId: string): Promise<number> {
  const block = (await ctx.rpc(chainId, 'eth_getBlockByNumber', ['latest', false])) as { timestamp?: string } | null
  return Number(block?.timestamp ?? Math.floor(Date.now() / 1000))
}

/** An ERC-20's symbol and decimals as its contract answers them (shown beside its address). */
async function readToken(ctx: SigningContext, chainId: string, token: Address): Promise<{ symbol: string; decimals: number } | undefined> {
  const read = async (functionName: 'symbol' | 'decimals'): Promise<unknown> =>
    decodeFunctionResult({ abi: erc20Abi, functionName, data: (await ctx.rpc(chainId, 'eth_call', [{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName } as never) }, 'latest'])) as `0x${string}` } as never)
  try {
    const [symbol, decimals] = await Promise.all([read('symbol'), read('decimals')])
    return { symbol: String(symbol).slice(0, 16), decimals: Number(decimals) }
  } catch {
    return undefined
  }
}

/**
 * Prepares `wallet_grantPermissions` for the EOA `address` on `chainId`: checks every request
 * (this chain, this account, an expiry ahead of the chain's time and within a year, rules the
 * enforcers can hold), fixes each first period's start (the request's, else the chain's time)
 * and each delegation's salt, and plans the account's EIP-7702 upgrade to the framework's
 * account code where it does not run it yet. Answers the plan (held to at signing) and what
 * the approval shows.
 */
export async function planGrant(ctx: SigningContext, chainId: string, address: Address, params: unknown, appOrigin: string): Promise<{ plan: GrantPlan; summary: ApprovalSummary }> {
  const parsed = grantPermissionsParamsSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw invalid(['params', ...(issue?.path ?? [])].join('.'), `Invalid wallet_grantPermissions request: ${issue?.message ?? 'invalid value'}`)
  }
  const support = await readPermissionSupport(ctx, chainId, address)
  const now = await chainNow(ctx, chainId)
  const chainNumber = Number(chainId.split(':')[1])
  const requests: PermissionRequest[] = []
  const delegations = parsed.data.map((raw, index) => {
    const request = raw as PermissionRequest
    const at = (field: string) => `params.${index}.${field}`
    if (Number(request.chainId) !== chainNumber) throw invalid(at('chainId'), 'The request is for another network than the wallet’s')
    if (request.address && request.address.toLowerCase() !== address.toLowerCase()) throw new FrameFailure('invalid_input', 'The request is for another account', { field: at('address'), rpcCode: 4100 })
    if (request.expiry <= now + 60) throw invalid(at('expiry'), 'The expiry must be at least a minute ahead')
    if (request.expiry > now + MAX_PERMISSION_SECONDS) throw invalid(at('expiry'), 'A permission lasts a year at most')
    if (request.signer.data.address.toLowerCase() === address.toLowerCase()) throw invalid(at('signer'), 'The signer must be the app’s own account, not the person’s')
    const { permission } = request
    const start = permission.type === 'contract-call' ? now : (permission.data.startTime ?? now)
    if (start >= request.expiry) throw invalid(at('permission.data.startTime'), 'The first period must begin before the expiry')
    const granted: PermissionRequest = {
      ...request,
      address,
      ...(permission.type !== 'contract-call' && { permission: { ...permission, data: { ...permission.data, startTime: start } } as PermissionRequest['permission'] }),
    }
    requests.push(granted)
    try {
      return rootDelegation(address, request.signer.data.address, grantCaveats(granted, start, support.framework.enforcers), BigInt(`0x${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')}`))
    } catch (error) {
      if (error instanceof PermissionRequestError) throw invalid(at(error.field), error.message)
      throw error
    }
  })
  const deleGator = support.framework.eip7702DeleGator
  const upgraded = support.delegatedTo?.toLowerCase() === deleGator.toLowerCase()
  const upgrade = upgraded ? undefined : { contract: deleGator, ...(support.delegatedTo && { replaces: support.delegatedTo }) }
  const tokens = await Promise.all(requests.map((r) => (r.permission.type === 'erc20-token-periodic' ? readToken(ctx, chainId, r.permission.data.tokenAddress) : undefined)))
  const plan: GrantPlan = { kind: 'grant', chainId, framework: support.framework, appOrigin, requests, delegations, ...(upgrade && { upgrade }) }
  const summary: ApprovalSummary = {
    kind: 'permissions',
    chainId,
    address,
    app: appOrigin,
    grants: requests.map((request, i) => ({ request: request as unknown as Record<string, unknown>, ...(tokens[i] && { token: tokens[i] }) })),
    ...(upgrade && { upgrade }),
  }
  return { plan, summary }
}
