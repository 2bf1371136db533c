import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { WalletNamespace } from './WalletNamespace.js'

/**
 * A fresh 32-byte secret from the platform's CSPRNG (through @noble/curves): a secp256k1
 * private key for eip155, an ed25519 seed for solana. Made inside the frame only.
 */
export function generateWalletKey(namespace: WalletNamespace): Uint8Array {
  return namespace === 'eip155' ? secp256k1.utils.randomPrivateKey() : ed25519.utils.randomPrivateKey()
}
