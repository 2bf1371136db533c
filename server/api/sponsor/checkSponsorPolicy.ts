import type { Address, Hex } from 'viem'
import type { EntryPointOptions } from '../smartAccounts/SmartAccountChainOptions.js'
import { decodeAccountCalls } from './decodeAccountCalls.js'
import type { SponsorPolicy } from './SponsorPolicy.js'
import { SponsorRefusal } from './SponsorRefusal.js'
import type { SponsoredUserOperation } from './userOperationParams.js'

/**
 * Throws a {@link SponsorRefusal} unless `op` is one the policy allows: an account of a
 * known factory (when it deploys with this operation) whose every call goes to an allowed
 * target, or is a plain ETH send where the policy allows those. A plain send counts only to
 * an address without code (`codeAt`, read from the chain now): a contract, or an EIP-7702
 * account, would run its receive code on sponsored gas. Call data the sponsor cannot read is
 * refused rather than guessed at.
 */
export async function checkSponsorPolicy(op: SponsoredUserOperation, entryPoint: EntryPointOptions, policy: SponsorPolicy, codeAt: (address: Address) => Promise<Hex | undefined>): Promise<void> {
  const factories = [entryPoint.simpleAccountFactory, entryPoint.accountFactory].map((factory) => factory?.toLowerCase())
  if (op.factory && !factories.includes(op.factory.toLowerCase())) {
    throw new SponsorRefusal('FACTORY_NOT_ALLOWED', `Accounts from factory ${op.factory} are not sponsored`, { factory: op.factory })
  }
  const calls = decodeAccountCalls(op.callData)
  if (!calls || calls.length === 0) {
    throw new SponsorRefusal('CALLS_NOT_RECOGNIZED', 'Only SimpleAccount, AirlockAccount and Simple7702Account execute calls are sponsored')
  }
  const allowed = new Set<string>(policy.allowedTargets.map((target: Address) => target.toLowerCase()))
  const unlisted = calls.filter((call) => !allowed.has(call.to.toLowerCase()))
  const refused = unlisted.find((call) => !(policy.allowNativeTransfers && call.data === '0x'))
  if (refused) {
    throw new SponsorRefusal('TARGET_NOT_ALLOWED', `Calls to ${refused.to} are not sponsored for this project`, { target: refused.to })
  }
  for (const send of unlisted) {
    const code = await codeAt(send.to)
    if (code && code !== '0x') {
      throw new SponsorRefusal('TARGET_NOT_ALLOWED', `Plain ETH sends to ${send.to} are not sponsored: it has code, which would run on sponsored gas`, { target: send.to })
    }
  }
}
