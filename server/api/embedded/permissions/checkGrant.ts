import { decodeDelegations, hashDelegation } from '@metamask/delegation-core'
import { recoverTypedDataAddress, type Address, type Hex } from 'viem'
import type { DelegationFrameworkContracts } from '../../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'
import { delegationTypedData, type Delegation } from '../../../../adapters/embedded/protocol/permissions/delegationTypedData.js'
import { grantCaveats } from '../../../../adapters/embedded/protocol/permissions/grantCaveats.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'
import { ApiError } from '../../http/ApiError.js'

const refuse = (field: string, message: string) => new ApiError(400, message, field, { code: 'invalid_grant' })
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Checks that `context` is exactly the grant `request` describes, made by `delegator`: one
 * root delegation to the request's signer, signed by the delegator for the chain's
 * DelegationManager, whose caveats are those the wallet builds for the request. So what the
 * index lists is what the chain enforces, whoever reported it. Answers the delegation's hash.
 */
export async function checkGrant(request: PermissionRequest, context: Hex, delegator: Address, chainId: number, framework: DelegationFrameworkContracts): Promise<Hex> {
  let delegations: Delegation[]
  try {
    delegations = decodeDelegations(context) as unknown as Delegation[]
  } catch {
    throw refuse('context', 'The context is not an encoded delegation')
  }
  const [delegation] = delegations
  if (!delegation || delegations.length !== 1) throw refuse('context', 'The context must hold one delegation')
  if (!same(delegation.delegator, delegator)) throw refuse('context', 'The grant is not this account’s')
  if (!same(delegation.delegate, request.signer.data.address)) throw refuse('context', 'The grant is for another account than the request’s signer')
  const start = request.permission.type === 'contract-call' ? 0 : request.permission.data.startTime
  if (request.permission.type !== 'contract-call' && start === undefined) throw refuse('request.permission.data.startTime', 'A granted allowance names when its first period began')
  const expected = grantCaveats(request, start ?? 0, framework.enforcers)
  const caveats = delegation.caveats.map((c) => ({ enforcer: c.enforcer.toLowerCase(), terms: c.terms.toLowerCase() }))
  if (caveats.length !== expected.length || expected.some((c, i) => c.enforcer.toLowerCase() !== caveats[i]!.enforcer || c.terms.toLowerCase() !== caveats[i]!.terms)) {
    throw refuse('context', 'The grant’s rules differ from the request')
  }
  const signer = await recoverTypedDataAddress({ ...delegationTypedData(delegation, chainId, framework.delegationManager), signature: delegation.signature }).catch(() => undefined)
  if (!signer || !same(signer, delegator)) throw refuse('context', 'The grant is not signed by this account')
  return hashDelegation(delegation as never) as Hex
}
