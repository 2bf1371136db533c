// bs58 4 (the version @solana/web3.js depends on, so one copy serves both) ships no types.
declare module 'bs58' {
  const bs58: {
    encode(source: Uint8Array | readonly number[]): string
    /** Throws on a character outside the alphabet. */
    decode(text: string): Uint8Array
  }
  export default bs58
}
