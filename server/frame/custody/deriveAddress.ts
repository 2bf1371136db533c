import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { WalletNamespace } from './WalletNamespace.js'

/** The address a secret controls: EIP-55 checksummed for eip155, base58 public key for solana. */
export function deriveAddress(namespace: WalletNamespace, secret: Uint8Array): string {
  if (secret.length !== 32) throw new RangeError('expected a 32-byte key')
  return namespace === 'eip155' ? privateKeyToAddress(bytesToHex(secret)) : bs58.encode(ed25519.getPublicKey(secret))
}

/** True when two addresses of `namespace` are the same account (eip155 ignores case). */
export function sameAddress(namespace: WalletNamespace, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}
