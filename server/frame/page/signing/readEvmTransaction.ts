import { hexToBigInt, isAddress, isHex, type Address, type Hex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'

/** A transaction request as the frame sends it. */
export interface EvmTransaction {
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  gasPrice?: bigint
}

const invalid = (field: string) => new FrameFailure('invalid_input', `Invalid transaction field '${field}'`, { field, rpcCode: -32602 })
const quantity = (value: unknown, field: string) => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalid(field)
  return hexToBigInt(value)
}

/**
 * Reads an `eth_sendTransaction` / `wallet_sendCalls` call object (hex quantities), refusing
 * one whose `from` is not this account. SPEC §5: `to` starts with 0x; `data` too when present.
 */
export function readEvmTransaction(raw: unknown, from: string): EvmTransaction {
  if (typeof raw !== 'object' || raw === null) throw invalid('(root)')
  const tx = raw as Record<string, unknown>
  if (tx['from'] !== undefined && (typeof tx['from'] !== 'string' || tx['from'].toLowerCase() !== from.toLowerCase())) {
    throw new FrameFailure('invalid_input', 'The transaction is from another account', { field: 'from', rpcCode: 4100 })
  }
  if (tx['to'] !== undefined && tx['to'] !== null && (typeof tx['to'] !== 'string' || !isAddress(tx['to']))) throw invalid('to')
  if (tx['data'] !== undefined && (typeof tx['data'] !== 'string' || !isHex(tx['data']))) throw invalid('data')
  const nonce = quantity(tx['nonce'], 'nonce')
  return {
    ...(typeof tx['to'] === 'string' && { to: tx['to'] as Address }),
    ...(tx['value'] !== undefined && { value: quantity(tx['value'], 'value') }),
    ...(typeof tx['data'] === 'string' && { data: tx['data'] as Hex }),
    ...(tx['gas'] !== undefined && { gas: quantity(tx['gas'], 'gas') }),
    ...(nonce !== undefined && { nonce: Number(nonce) }),
    ...(tx['maxFeePerGas'] !== undefined && { maxFeePerGas: quantity(tx['maxFeePerGas'], 'maxFeePerGas') }),
    ...(tx['maxPriorityFeePerGas'] !== undefined && { maxPriorityFeePerGas: quantity(tx['maxPriorityFeePerGas'], 'maxPriorityFeePerGas') }),
    ...(tx['gasPrice'] !== undefined && { gasPrice: quantity(tx['gasPrice'], 'gasPrice') }),
  }
}
