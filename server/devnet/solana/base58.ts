const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const digitOf = new Map([...alphabet].map((char, index) => [char, index]))

/**
 * Bitcoin-alphabet base58, the text form of Solana keys, signatures, blockhashes and
 * instruction data. Kept here rather than importing `bs58`, which the project only has as
 * a transitive dependency of @solana/web3.js.
 */
export const base58 = {
  encode(bytes: Uint8Array): string {
    let zeros = 0
    while (zeros < bytes.length && bytes[zeros] === 0) zeros++
    // Little-endian base-58 digits of the number the bytes spell, grown as needed.
    const digits: number[] = []
    for (let i = zeros; i < bytes.length; i++) {
      let carry = bytes[i]!
      for (let j = 0; j < digits.length; j++) {
        carry += digits[j]! * 256
        digits[j] = carry % 58
        carry = Math.floor(carry / 58)
      }
      while (carry > 0) {
        digits.push(carry % 58)
        carry = Math.floor(carry / 58)
      }
    }
    let text = '1'.repeat(zeros)
    for (let j = digits.length - 1; j >= 0; j--) text += alphabet[digits[j]!]
    return text
  },

  /** Throws on a character outside the alphabet. */
  decode(text: string): Uint8Array {
    let zeros = 0
    while (zeros < text.length && text[zeros] === '1') zeros++
    const bytes: number[] = []
    for (let i = zeros; i < text.length; i++) {
      const digit = digitOf.get(text[i]!)
      if (digit === undefined) throw new Error(`invalid base58 character '${text[i]}'`)
      let carry = digit
      for (let j = 0; j < bytes.length; j++) {
        carry += bytes[j]! * 58
        bytes[j] = carry & 0xff
        carry >>= 8
      }
      while (carry > 0) {
        bytes.push(carry & 0xff)
        carry >>= 8
      }
    }
    const out = new Uint8Array(zeros + bytes.length)
    for (let j = 0; j < bytes.length; j++) out[out.length - 1 - j] = bytes[j]!
    return out
  },
}
