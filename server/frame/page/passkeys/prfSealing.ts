import { fromBase64Url, toBase64Url } from '../../custody/base64url.js'

const encoder = new TextEncoder()

/** A device share sealed with a passkey's PRF output: AES-256-GCM, base64url. */
export interface SealedShare {
  iv: string
  data: string
}

/**
 * The PRF input the frame asks every passkey of a project to evaluate: fixed per project, so a
 * discoverable sign-in (which does not know the passkey beforehand) gets the same output as
 * the passkey gave when it sealed the share.
 */
export async function prfSalt(projectId: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`airlock-frame/prf/v1:${projectId}`)))
}

/**
 * The key a device share is sealed under: HKDF-SHA256 over the passkey's PRF output (32
 * bytes, which the authenticator gives only after user verification), as a non-extractable
 * AES-GCM key. The output itself is zeroed once the key exists.
 */
export async function prfSealingKey(prfOutput: ArrayBuffer | Uint8Array): Promise<CryptoKey> {
  const bytes = new Uint8Array(prfOutput instanceof Uint8Array ? prfOutput : new Uint8Array(prfOutput))
  try {
    const base = await crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveKey'])
    return await crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('airlock-frame/device-share'), info: encoder.encode('aes-256-gcm/v1') },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    )
  } finally {
    bytes.fill(0)
  }
}

const aad = (namespace: string, splitId: string) => encoder.encode(`airlock-device-share:${namespace}:${splitId}`)

/** Seals a device share (base64url) of one namespace and split. */
export async function sealShare(key: CryptoKey, share: string, namespace: string, splitId: string): Promise<SealedShare> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = new Uint8Array(fromBase64Url(share))
  try {
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(namespace, splitId) }, key, plain)
    return { iv: toBase64Url(iv), data: toBase64Url(new Uint8Array(data)) }
  } finally {
    plain.fill(0)
  }
}

/** Opens a sealed device share to its base64url form; throws when the key is another passkey's or the data was changed. */
export async function openShare(key: CryptoKey, sealed: SealedShare, namespace: string, splitId: string): Promise<string> {
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(fromBase64Url(sealed.iv)), additionalData: aad(namespace, splitId) }, key, new Uint8Array(fromBase64Url(sealed.data))))
  try {
    return toBase64Url(plain)
  } finally {
    plain.fill(0)
  }
}
