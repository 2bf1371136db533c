import type { Address } from 'viem'
import type { EntryPointOptions } from '../smartAccounts/SmartAccountChainOptions.js'
import { decodeAccountCalls } from './decodeAccountCalls.js'
import type { SponsorPolicy } from './SponsorPolicy.js'
import { SponsorRefusal } from './SponsorRefusal.js'
import type { SponsoredUserOperation } from './userOperationParams.js'

/**
 * Throws a {@link SponsorRefusal} unless `op` is one the policy allows: an account of a
 * known factory (when it deploys with this operation) whose every call goes to an allowed
 * target, or is a plain ETH send where the policy allows those. Call data the sponsor cannot read is refused rather than guessed at.
 */
export function checkSponsorPolicy(op: SponsoredUserOperation, entryPoint: EntryPointOptions, policy: SponsorPolicy): void {
  const factories = [entryPoint.simpleAccountFactory, entryPoint.accountFactory].map((factory) => factory?.toLowerCase())
  if (op.factory && !factories.includes(op.factory.toLowerCase())) {
    throw new SponsorRefusal('FACTORY_NOT_ALLOWED', `Accounts from factory ${op.factory} are not sponsored`, { factory: op.factory })
  }
  const calls = decodeAccountCalls(op.callData)
  if (!calls || calls.length === 0) {
    throw new SponsorRefusal('CALLS_NOT_RECOGNIZED', 'Only SimpleAccount, AirlockAccount and Simple7702Account execute calls are sponsored')
  }
  const allowed = new Set<string>(policy.allowedTargets.map((target: Address) => target.toLowerCase()))
  const refused = calls.find((call) => !allowed.has(call.to.toLowerCase()) && !(policy.allowNativeTransfers && call.data === '0x'))
  if (refused) {
    throw new SponsorRefusal('TARGET_NOT_ALLOWED', `Calls to ${refused.to} are not sponsored for this project`, { target: refused.to })
  }
}
