import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { p256 } from '@noble/curves/p256'
import { sha256 } from 'viem'
import { fromBase64Url, toBase64Url } from './base64url.js'

/** HPKE base mode, DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM: all on WebCrypto. */
export const recoverySuite = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() })

/** The HPKE `info` of recovery envelopes. */
export const recoveryInfo = new TextEncoder().encode('airlock-recovery-share/v1')

/** The operator's recovery public key (uncompressed P-256 point, base64url) for its private key. */
export function recoveryPublicKey(privateKey: string): string {
  const scalar = fromBase64Url(privateKey)
  if (scalar.length !== 32 || !p256.utils.isValidPrivateKey(scalar)) throw new TypeError('The recovery key must be a base64url P-256 private key of 32 bytes')
  return toBase64Url(p256.getPublicKey(scalar, false))
}

/** A short id of a recovery public key (16 hex chars of its SHA-256), stored with each envelope. */
export function recoveryKeyId(publicKey: string): string {
  return sha256(fromBase64Url(publicKey)).slice(2, 18)
}

/**
 * A new operator recovery key pair. The private half belongs apart from the database
 * (an environment variable or secret store of the API), so a copy of the database alone
 * can never open a recovery share.
 */
export function createRecoveryKey(): { privateKey: string; publicKey: string; keyId: string } {
  const privateKey = toBase64Url(p256.utils.randomPrivateKey())
  const publicKey = recoveryPublicKey(privateKey)
  return { privateKey, publicKey, keyId: recoveryKeyId(publicKey) }
}
