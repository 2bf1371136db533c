import { base58 } from './base58.js'

/** A decoded instruction's `parsed` field: its kind and named arguments. */
export interface ParsedInstructionBody {
  type: string
  info: Record<string, unknown>
}

/**
 * Decodes the System program instructions a wallet shows (transfer, createAccount, assign,
 * allocate); null for the rest, which are then shown partially decoded.
 */
export function parseSystemInstruction(accounts: readonly string[], data: Uint8Array): ParsedInstructionBody | null {
  if (data.length < 4) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u64 = (offset: number): number | null =>
    data.length >= offset + 8 ? Number(view.getBigUint64(offset, true)) : null
  const key = (offset: number): string | null =>
    data.length >= offset + 32 ? base58.encode(data.subarray(offset, offset + 32)) : null
  const [first, second] = accounts
  switch (view.getUint32(0, true)) {
    case 0: {
      const lamports = u64(4)
      const space = u64(12)
      const owner = key(20)
      if (lamports === null || space === null || owner === null) return null
      return { type: 'createAccount', info: { source: first, newAccount: second, lamports, space, owner } }
    }
    case 1: {
      const owner = key(4)
      return owner === null ? null : { type: 'assign', info: { account: first, owner } }
    }
    case 2: {
      const lamports = u64(4)
      return lamports === null ? null : { type: 'transfer', info: { source: first, destination: second, lamports } }
    }
    case 8: {
      const space = u64(4)
      return space === null ? null : { type: 'allocate', info: { account: first, space } }
    }
    default:
      return null
  }
}
