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
  requireSignIn: true, userDailyLimitWei: 1n, senderDailyLimitWei: 1n, maxGasPerOperation: 3_000_000n, ...extra })
const reason = (run: () => void) => {
  try {
    run()
    return undefined
  } catch (error) {
    return error instanceof SponsorRefusal ? error.reason : error
  }
}
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [person, 1n] })

describe('checkSponsorPolicy', () => {
  it('default: calls to an allowed target pass, whatever the case of its address', () => {
    expect(reason(() => checkSponsorPolicy(op(token, transfer), entryPoint, policy()))).toBeUndefined()
  })

  it('behavior: plain ETH sends pass only where the policy allows them', () => {
    expect(reason(() => checkSponsorPolicy(op(person, '0x'), entryPoint, policy()))).toBe('TARGET_NOT_ALLOWED')
    expect(reason(() => checkSponsorPolicy(op(person, '0x'), entryPoint, policy({ allowNativeTransfers: true })))).toBeUndefined()
    // Data makes it a contract call, which needs the target on the list.
    expect(reason(() => checkSponsorPolicy(op(person, transfer), entryPoint, policy({ allowNativeTransfers: true })))).toBe('TARGET_NOT_ALLOWED')
  })

  it('error: a deployment through another factory is refused (FACTORY_NOT_ALLOWED)', () => {
    expect(reason(() => checkSponsorPolicy(op(token, transfer, { factory: person, factoryData: '0x' }), entryPoint, policy()))).toBe('FACTORY_NOT_ALLOWED')
    expect(reason(() => checkSponsorPolicy(op(token, transfer, { factory: entryPoint.simpleAccountFactory, factoryData: '0x' }), entryPoint, policy()))).toBeUndefined()
    // The embedded wallet's AirlockAccount deploys through its own factory, any letter case.
    expect(reason(() => checkSponsorPolicy(op(token, transfer, { factory: entryPoint.accountFactory!.toLowerCase() as Address, factoryData: '0x' }), entryPoint, policy()))).toBeUndefined()
  })

  it('error: call data of another account type is refused (CALLS_NOT_RECOGNIZED)', () => {
    expect(reason(() => checkSponsorPolicy({ ...op(token, transfer), callData: transfer }, entryPoint, policy()))).toBe('CALLS_NOT_RECOGNIZED')
  })
})
