import { isHex, numberToHex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import { readEvmTransaction, type EvmTransaction } from './readEvmTransaction.js'

/** A `wallet_sendCalls` request as the frame runs it. */
export interface SendCallsRequest {
  calls: EvmTransaction[]
  atomicRequired: boolean
  capabilities: Record<string, unknown>
}

/**
 * Reads EIP-5792 `wallet_sendCalls` params for `address` on `chainId`: 1 to 20 calls, each
 * with a 0x `to` and 0x `data` when present (SPEC §5), for the current chain only.
 */
export function readSendCallsRequest(chainId: string, address: string, raw: unknown): SendCallsRequest {
  const request = (Array.isArray(raw) ? raw[0] : undefined) as Record<string, unknown> | undefined
  if (!request || !Array.isArray(request['calls']) || request['calls'].length === 0 || request['calls'].length > 20) {
    throw new FrameFailure('invalid_input', "Invalid wallet_sendCalls field 'calls'", { field: 'calls', rpcCode: -32602 })
  }
  if (request['chainId'] !== undefined && request['chainId'] !== numberToHex(Number(chainId.split(':')[1]))) {
    throw new FrameFailure('invalid_input', 'wallet_sendCalls is for another chain than the current one', { field: 'chainId', rpcCode: -32602 })
  }
  const calls = request['calls'].map((call) => readEvmTransaction({ ...(call as object), from: request['from'] ?? address }, address))
  if (calls.some((call) => !call.to || (call.data !== undefined && !isHex(call.data)))) {
    throw new FrameFailure('invalid_input', "Invalid wallet_sendCalls field 'to': expected 0x addresses", { field: 'to', rpcCode: -32602 })
  }
  const capabilities = request['capabilities']
  return {
    calls,
    atomicRequired: request['atomicRequired'] === true,
    capabilities: typeof capabilities === 'object' && capabilities !== null ? (capabilities as Record<string, unknown>) : {},
  }
}
