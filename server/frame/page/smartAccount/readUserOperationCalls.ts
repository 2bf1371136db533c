import { isHex, type Hex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SmartAccountHandle } from './openSmartAccount.js'
import type { SmartAccountCall } from './SmartAccountCall.js'

const invalid = (field: string) => new FrameFailure('invalid_input', `Invalid eth_sendUserOperation field '${field}'`, { field, rpcCode: -32602 })

/**
 * Reads `eth_sendUserOperation [userOperation, entryPoint]` for the user's smart account: the
 * sender and EntryPoint must be its own, and its `callData` (the account's `execute` /
 * `executeBatch`) is decoded into the calls the approval shows and the wallet sends (it fills
 * nonce, gas, fees and the signature itself).
 */
export async function readUserOperationCalls(handle: SmartAccountHandle, params: unknown): Promise<SmartAccountCall[]> {
  const [op, entryPoint] = (Array.isArray(params) ? params : []) as [Record<string, unknown> | undefined, unknown]
  if (!op || typeof op !== 'object') throw invalid('userOperation')
  if (typeof op['sender'] !== 'string' || op['sender'].toLowerCase() !== handle.address.toLowerCase()) {
    throw new FrameFailure('invalid_input', 'The user operation is for another account', { field: 'sender', rpcCode: 4100 })
  }
  if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== handle.account.entryPoint.address.toLowerCase()) throw invalid('entryPoint')
  if (typeof op['callData'] !== 'string' || !isHex(op['callData'])) throw invalid('callData')
  try {
    const calls = await handle.account.decodeCalls!(op['callData'] as Hex)
    return calls.map((call) => ({ to: call.to, ...(call.value !== undefined && { value: call.value }), ...(call.data && { data: call.data }) }))
  } catch {
    throw invalid('callData')
  }
}
