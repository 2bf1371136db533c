import { fromBase64Url, toBase64Url } from './base64url.js'
import type { PasswordEnvelope } from './RecoveryEnvelope.js'
import { recoveryAad } from './recoveryAad.js'

/** PBKDF2-SHA256 iterations for new envelopes (OWASP's 2023 figure), run natively by WebCrypto. */
export const PASSWORD_ITERATIONS = 600_000

/** The shortest recovery password the frame accepts. */
export const MIN_RECOVERY_PASSWORD_LENGTH = 12

async function deriveKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFKC')), 'PBKDF2', false, ['deriveKey'])
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: salt.slice(), iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}

/**
 * Seals a recovery share with a key derived from the user's recovery password (PBKDF2 +
 * AES-256-GCM, WebCrypto), in the frame. The password never leaves the frame origin's page.
 */
export async function sealWithPassword(share: Uint8Array, password: string, namespace: string, address: string, iterations = PASSWORD_ITERATIONS): Promise<PasswordEnvelope> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await deriveKey(password, salt, iterations)
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: recoveryAad(namespace, address) }, key, share.slice())
  return { scheme: 'pbkdf2-sha256-aes256gcm', iterations, salt: toBase64Url(salt), iv: toBase64Url(iv), ciphertext: toBase64Url(new Uint8Array(ciphertext)) }
}

/** Opens a password envelope; throws (AES-GCM's authentication fails) on a wrong password or binding. */
export async function openWithPassword(envelope: PasswordEnvelope, password: string, namespace: string, address: string): Promise<Uint8Array> {
  const key = await deriveKey(password, fromBase64Url(envelope.salt), envelope.iterations)
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(envelope.iv).slice(), additionalData: recoveryAad(namespace, address) },
    key,
    fromBase64Url(envelope.ciphertext).slice(),
  )
  return new Uint8Array(plain)
}
