import { isHex, numberToHex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import { readEvmTransaction, type EvmTransaction } from './readEvmTransaction.js'

/** ERC-7677's `paymasterService` capability: the app's own paymaster service for this batch. */
export interface PaymasterServiceCapability {
  url: string
  context?: Record<string, unknown>
  /** EIP-5792: the batch may go without it. */
  optional: boolean
}

/** A `wallet_sendCalls` request as the frame runs it. */
export interface SendCallsRequest {
  calls: EvmTransaction[]
  atomicRequired: boolean
  capabilities: Record<string, unknown>
  paymasterService?: PaymasterServiceCapability
}

const plainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function readPaymasterService(raw: unknown): PaymasterServiceCapability | undefined {
  if (raw === undefined) return undefined
  const invalid = (field: string) => new FrameFailure('invalid_input', `Invalid wallet_sendCalls field 'capabilities.paymasterService.${field}'`, { field: `capabilities.paymasterService.${field}`, rpcCode: -32602 })
  if (!plainObject(raw)) throw invalid('url')
  const { url, context, optional } = raw
  if (typeof url !== 'string' || !/^https?:$/.test(URL.canParse(url) ? new URL(url).protocol : '')) throw invalid('url')
  if (context !== undefined && !plainObject(context)) throw invalid('context')
  if (optional !== undefined && typeof optional !== 'boolean') throw invalid('optional')
  return { url, ...(context && { context }), optional: optional === true }
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
  const capabilities = plainObject(request['capabilities']) ? request['capabilities'] : {}
  const paymasterService = readPaymasterService(capabilities['paymasterService'])
  return { calls, atomicRequired: request['atomicRequired'] === true, capabilities, ...(paymasterService && { paymasterService }) }
}
