/** Base64 of `bytes`, the form WalletConnect carries Solana transactions in. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
