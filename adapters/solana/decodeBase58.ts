const digitOf = new Map([...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'].map((char, index) => [char, index]))

/**
 * The bytes of a base58 (Bitcoin alphabet) text, as WalletConnect wallets return Solana
 * signatures. Throws on a character outside the alphabet.
 */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  // Bytes of the number, least significant first, grown one input digit at a time.
  const bytes: number[] = []
  for (const char of text.slice(zeros)) {
    let carry = digitOf.get(char)
    if (carry === undefined) throw new Error(`"${char}" is not a base58 digit`)
    for (let index = 0; index < bytes.length; index++) {
      carry += bytes[index]! * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
