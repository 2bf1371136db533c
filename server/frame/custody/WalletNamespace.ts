/** The chain namespaces an embedded wallet holds a key for: one secp256k1 key, one ed25519 seed. */
export type WalletNamespace = 'eip155' | 'solana'

/** Both, in the order keys are made and listed. */
export const walletNamespaces: readonly WalletNamespace[] = ['eip155', 'solana']
