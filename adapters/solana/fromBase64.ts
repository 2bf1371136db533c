/** The bytes of a base64 text, as WalletConnect wallets return signed Solana transactions. */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
