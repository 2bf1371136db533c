import { encodeDelegations, hashDelegation } from '@metamask/delegation-core'
import { type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { delegationTypedData, rootDelegation } from '../../../../adapters/embedded/protocol/permissions/delegationTypedData.js'
import { grantCaveats } from '../../../../adapters/embedded/protocol/permissions/grantCaveats.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'
import { checkGrant } from './checkGrant.js'

const some = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const
const framework = {
  version: '1.3.0',
  delegationManager: some(1),
  eip7702DeleGator: some(2),
  enforcers: { nativeTokenPeriodTransfer: some(3), erc20PeriodTransfer: some(4), allowedTargets: some(5), allowedMethods: some(6), exactCalldata: some(7), allowedCalldata: some(8), valueLte: some(9), timestamp: some(10), limitedCalls: some(11) },
}
const person = privateKeyToAccount(generatePrivateKey())
const request: PermissionRequest = {
  chainId: '0x7a69',
  expiry: 2_000_000_000,
  signer: { type: 'account', data: { address: some(0xa11c) } },
  permission: { type: 'native-token-periodic', data: { periodAmount: '0x2386f26fc10000', periodDuration: 86_400, startTime: 1_900_000_000 } },
}
const sign = async (asked: PermissionRequest, by = person, delegate: `0x${string}` = asked.signer.data.address) => {
  const unsigned = rootDelegation(person.address, delegate, grantCaveats(asked, 1_900_000_000, framework.enforcers), 1n)
  const signature = await by.signTypedData(delegationTypedData(unsigned, 31337, framework.delegationManager))
  return { delegation: { ...unsigned, signature }, context: encodeDelegations([{ ...unsigned, signature }]) as Hex }
}

// What the index records is what the chain enforces, whoever reports it.
describe('checkGrant', () => {
  it('default: a grant made as the request says, by the account, is recorded under its delegation hash', async () => {
    const { delegation, context } = await sign(request)
    expect(await checkGrant(request, context, person.address, 31337, framework)).toBe(hashDelegation(delegation as never))
  })

  it('error: rules other than the request’s (a larger allowance behind a small one shown) are refused', async () => {
    const { context } = await sign({ ...request, permission: { ...request.permission, data: { ...request.permission.data, periodAmount: '0xde0b6b3a7640000' } } as PermissionRequest['permission'] })
    await expect(checkGrant(request, context, person.address, 31337, framework)).rejects.toMatchObject({ status: 400, field: 'context', message: expect.stringMatching(/rules differ/) })
  })

  it('error: another account’s grant, another delegate, another signer, or not a delegation at all are refused', async () => {
    const { context } = await sign(request)
    await expect(checkGrant(request, context, some(0xbad), 31337, framework)).rejects.toMatchObject({ field: 'context', message: expect.stringMatching(/not this account/) })
    const elsewhere = await sign(request, person, some(0xbeef))
    await expect(checkGrant(request, elsewhere.context, person.address, 31337, framework)).rejects.toMatchObject({ message: expect.stringMatching(/another account than the request/) })
    const forged = await sign(request, privateKeyToAccount(generatePrivateKey()))
    await expect(checkGrant(request, forged.context, person.address, 31337, framework)).rejects.toMatchObject({ message: expect.stringMatching(/not signed by this account/) })
    await expect(checkGrant(request, '0x1234', person.address, 31337, framework)).rejects.toMatchObject({ message: expect.stringMatching(/not an encoded delegation/) })
    // Signed for another chain's manager: not this chain's grant.
    await expect(checkGrant(request, context, person.address, 1, framework)).rejects.toMatchObject({ message: expect.stringMatching(/not signed by this account/) })
  })
})
