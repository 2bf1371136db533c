import { fromBase64Url, toBase64Url } from '../../custody/base64url.js'
import type { SealedShare } from '../passkeys/prfSealing.js'

const encoder = new TextEncoder()
const aad = (userId: string) => encoder.encode(`airlock-session-token:${userId}`)

/**
 * Seals a session token of `userId` with the key this device's shares are sealed with (from a
 * passkey's PRF output): AES-256-GCM, bound to the user. A copy of the frame's storage then
 * holds neither a usable share nor a usable token.
 */
export async function sealSessionToken(key: CryptoKey, token: string, userId: string): Promise<SealedShare> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(userId) }, key, encoder.encode(token))
  return { iv: toBase64Url(iv), data: toBase64Url(new Uint8Array(data)) }
}

/** Opens a sealed session token; undefined when the key is another passkey's, or the data or user were changed. */
export async function openSessionToken(key: CryptoKey, sealed: SealedShare, userId: string): Promise<string | undefined> {
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(fromBase64Url(sealed.iv)), additionalData: aad(userId) }, key, new Uint8Array(fromBase64Url(sealed.data)))
    const token = new TextDecoder().decode(plain)
    return /^als_[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined
  } catch {
    return undefined
  }
}
