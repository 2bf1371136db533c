import bs58 from 'bs58'

/**
 * Bitcoin-alphabet base58, the text form of Solana keys, signatures, blockhashes and
 * instruction data (bs58, the copy @solana/web3.js uses).
 */
export const base58 = {
  encode: (bytes: Uint8Array): string => bs58.encode(bytes),
  /** Throws on a character outside the alphabet. */
  decode: (text: string): Uint8Array => Uint8Array.from(bs58.decode(text)),
}
