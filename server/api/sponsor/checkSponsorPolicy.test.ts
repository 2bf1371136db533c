import { encodeFunctionData, erc20Abi, parseAbi, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { canonicalEntryPoints } from '../smartAccounts/resolveSmartAccountChain.js'
import { checkSponsorPolicy } from './checkSponsorPolicy.js'
import type { SponsorPolicy } from './SponsorPolicy.js'
import { SponsorRefusal } from './SponsorRefusal.js'
import type { SponsoredUserOperation } from './userOperationParams.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const person = '0x000000000000000000000000000000000000bEEF'
const entryPoint = canonicalEntryPoints[0]!
const executeAbi = parseAbi(['function execute(address target, uint256 value, bytes data)'])
const op = (target: `0x${string}`, data: `0x${string}`, extra: Partial<SponsoredUserOperation> = {}): SponsoredUserOperation => ({
  sender: person, nonce: 0n, callData: encodeFunctionData({ abi: executeAbi, functionName: 'execute', args: [target, 0n, data] }), ...extra,
})
const policy = (extra: Partial<SponsorPolicy> = {}): SponsorPolicy => ({ chainId: 1, allowedTargets: [token.toLowerCase() as `0x${string}`], allowNativeTransfers: false, dailyLimitWei: 1n,
  requireSignIn: true, userDailyLimitWei: 1n, senderDailyLimitWei: 1n, clientDailyLimitWei: 1n, maxGasPerOperation: 3_000_000n, ...extra })
const reason = async (run: () => Promise<void>) => {
  try {
    await run()
    return undefined
  } catch (error) {
    return error instanceof SponsorRefusal ? error.reason : error
  }
}
// The chain as the check reads it: a contract at `token`, a plain account at `person`.
const codeAt = async (address: Address) => (address.toLowerCase() === contract.toLowerCase() ? ('0x6080' as const) : undefined)
const contract = '0x1111111111111111111111111111111111111111'
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [person, 1n] })

describe('checkSponsorPolicy', () => {
  it('default: calls to an allowed target pass, whatever the case of its address', async () => {
    expect(await reason(() => checkSponsorPolicy(op(token, transfer), entryPoint, policy(), codeAt))).toBeUndefined()
  })

  it('behavior: plain ETH sends pass only where the policy allows them, and only to an address without code', async () => {
    expect(await reason(() => checkSponsorPolicy(op(person, '0x'), entryPoint, policy(), codeAt))).toBe('TARGET_NOT_ALLOWED')
    expect(await reason(() => checkSponsorPolicy(op(person, '0x'), entryPoint, policy({ allowNativeTransfers: true }), codeAt))).toBeUndefined()
    // Data makes it a contract call, which needs the target on the list.
    expect(await reason(() => checkSponsorPolicy(op(person, transfer), entryPoint, policy({ allowNativeTransfers: true }), codeAt))).toBe('TARGET_NOT_ALLOWED')
    // A contract's receive code would run on sponsored gas: not a plain send, unless it is listed.
    expect(await reason(() => checkSponsorPolicy(op(contract, '0x'), entryPoint, policy({ allowNativeTransfers: true }), codeAt))).toBe('TARGET_NOT_ALLOWED')
    expect(await reason(() => checkSponsorPolicy(op(contract, '0x'), entryPoint, policy({ allowNativeTransfers: true, allowedTargets: [contract] }), codeAt))).toBeUndefined()
  })

  it('error: a deployment through another factory is refused (FACTORY_NOT_ALLOWED)', async () => {
    expect(await reason(() => checkSponsorPolicy(op(token, transfer, { factory: person, factoryData: '0x' }), entryPoint, policy(), codeAt))).toBe('FACTORY_NOT_ALLOWED')
    expect(await reason(() => checkSponsorPolicy(op(token, transfer, { factory: entryPoint.simpleAccountFactory, factoryData: '0x' }), entryPoint, policy(), codeAt))).toBeUndefined()
    // The embedded wallet's AirlockAccount deploys through its own factory, any letter case.
    expect(await reason(() => checkSponsorPolicy(op(token, transfer, { factory: entryPoint.accountFactory!.toLowerCase() as Address, factoryData: '0x' }), entryPoint, policy(), codeAt))).toBeUndefined()
  })

  it('error: call data of another account type is refused (CALLS_NOT_RECOGNIZED)', async () => {
    expect(await reason(() => checkSponsorPolicy({ ...op(token, transfer), callData: transfer }, entryPoint, policy(), codeAt))).toBe('CALLS_NOT_RECOGNIZED')
  })
})
