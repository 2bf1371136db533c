import type { Hex } from 'viem'
import type { SmartAccountCall } from './SmartAccountCall.js'
import type { SmartAccountHandle } from './openSmartAccount.js'
import type { Paymaster } from './Paymaster.js'
import { toUserOperationFailure } from './toUserOperationFailure.js'

/**
 * Sends `calls` as one user operation of the smart account through the API's bundler (all
 * or none: the account's `executeBatch`), gas paid by `paymaster` when given. A
 * counterfactual account deploys with it. Answers the user operation's hash.
 */
export async function sendSmartAccountCalls(handle: SmartAccountHandle, calls: readonly SmartAccountCall[], paymaster: Paymaster | undefined): Promise<Hex> {
  try {
    return await handle.bundler(paymaster).sendUserOperation({
      account: handle.account,
      calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })),
    })
  } catch (error) {
    throw toUserOperationFailure(error)
  }
}

/** Waits (up to 60 s) for a user operation to be included, answering its receipt. */
export async function waitForUserOperation(handle: SmartAccountHandle, hash: Hex) {
  try {
    return await handle.bundler().waitForUserOperationReceipt({ hash, timeout: 60_000 })
  } catch (error) {
    throw toUserOperationFailure(error)
  }
}
