import bs58 from 'bs58'

/** The account keys of a Solana wire transaction's message, and which of them it may write. */
export interface MessageKeys {
  /** Base58, in the message's order; the first is the fee payer. */
  keys: string[]
  writable: string[]
  /** The programs its instructions call (a program in a lookup table reads as `''`). */
  programs: string[]
  /** The message's bytes (what `getFeeForMessage` prices), base64. */
  message: string
}

/** Reads a compact-u16 (Solana's short vector length) at `offset`. */
function compactU16(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new RangeError('transaction ends early')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 }
  }
  throw new RangeError('length too long')
}

/**
 * The static account keys of a legacy or v0 wire transaction (signatures, then the message:
 * a v0 prefix, the three-byte header, the keys). Keys from address lookup tables are not
 * read: a transaction using them is simulated with its static keys only.
 */
export function readMessageKeys(wire: Uint8Array): MessageKeys {
  const signatures = compactU16(wire, 0)
  const start = signatures.next + signatures.value * 64
  let offset = start
  if ((wire[offset] ?? 0) & 0x80) offset += 1
  const [required, readonlySigned, readonlyUnsigned] = [wire[offset], wire[offset + 1], wire[offset + 2]]
  if (required === undefined || readonlySigned === undefined || readonlyUnsigned === undefined) throw new RangeError('transaction ends early')
  const count = compactU16(wire, offset + 3)
  const keys: string[] = []
  for (let i = 0; i < count.value; i++) {
    const at = count.next + i * 32
    if (at + 32 > wire.length) throw new RangeError('transaction ends early')
    keys.push(bs58.encode(wire.subarray(at, at + 32)))
  }
  const writable = keys.filter((_, i) => (i < required ? i < required - readonlySigned : i < keys.length - readonlyUnsigned))
  // After the keys: the recent blockhash, then each instruction's program index, accounts and data.
  const instructions = compactU16(wire, count.next + count.value * 32 + 32)
  const programs: string[] = []
  let at = instructions.next
  for (let i = 0; i < instructions.value; i++) {
    const program = wire[at]
    if (program === undefined) throw new RangeError('transaction ends early')
    programs.push(keys[program] ?? '')
    const accounts = compactU16(wire, at + 1)
    const data = compactU16(wire, accounts.next + accounts.value)
    at = data.next + data.value
  }
  return { keys, writable, programs, message: Buffer.from(wire.subarray(start)).toString('base64') }
}
