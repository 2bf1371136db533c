const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Base58 (Bitcoin alphabet), the text form of Solana signatures and addresses. Wallets hand
 * back raw bytes; the kernel and explorers speak base58. Written out because web3.js
 * exposes it only for 32-byte public keys, and signatures are 64 bytes.
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Base-58 digits, least significant first, grown one input byte at a time.
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += digits[index]! * 256
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let text = '1'.repeat(zeros)
  for (let index = digits.length - 1; index >= 0; index--) text += alphabet[digits[index]!]
  return text
}
