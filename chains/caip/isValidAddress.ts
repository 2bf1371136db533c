const evmAddress = /^(0x)?[0-9a-fA-F]{40}$/
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `address` is well formed for `namespace`: eip155 takes 40 hex characters with an
 * optional 0x; solana takes 32 to 44 base58 characters; any other namespace is never valid.
 */
export function isValidAddress(address: string, namespace: string): boolean {
  if (namespace === 'eip155') return evmAddress.test(address)
  if (namespace === 'solana') return solanaAddress.test(address)
  return false
}
