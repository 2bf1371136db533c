import { PublicKey } from '@solana/web3.js'
import { base58 } from './base58.js'
import { RpcError } from './RpcError.js'

type Params = readonly unknown[]

/**
 * Reads positional JSON-RPC params, throwing the validator's -32602 error for a missing or
 * malformed one, so a typo in a client shows as a clear error rather than a wrong answer.
 */
export const readParam = {
  address(params: Params, index: number): string {
    const value = params[index]
    if (typeof value !== 'string') throw RpcError.invalidParams(`Invalid param: expected an address at position ${index}`)
    try {
      return new PublicKey(value).toBase58()
    } catch {
      throw RpcError.invalidParams(`Invalid param: '${value}' is not a valid address`)
    }
  },

  signature(params: Params, index: number): string {
    const value = params[index]
    if (typeof value !== 'string' || !isSignature(value)) {
      throw RpcError.invalidParams(`Invalid param: expected a base58 signature at position ${index}`)
    }
    return value
  },

  string(params: Params, index: number): string {
    const value = params[index]
    if (typeof value !== 'string') throw RpcError.invalidParams(`Invalid param: expected a string at position ${index}`)
    return value
  },

  /** A non-negative safe integer (lamports, sizes, slots). */
  integer(params: Params, index: number): number {
    const value = params[index]
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      throw RpcError.invalidParams(`Invalid param: expected a non-negative integer at position ${index}`)
    }
    return value
  },

  array(params: Params, index: number): unknown[] {
    const value = params[index]
    if (!Array.isArray(value)) throw RpcError.invalidParams(`Invalid param: expected an array at position ${index}`)
    return value
  },

  /** The optional config object; an absent or null one reads as empty. */
  config(params: Params, index: number): Record<string, unknown> {
    const value = params[index]
    if (value === undefined || value === null) return {}
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw RpcError.invalidParams(`Invalid param: expected a config object at position ${index}`)
    }
    return value as Record<string, unknown>
  },
}

function isSignature(text: string): boolean {
  try {
    return base58.decode(text).length === 64
  } catch {
    return false
  }
}
