import { fromBase64Url, toBase64Url } from '../../custody/base64url.js'
import type { VaultKey } from './vaultCookie.js'

const encoder = new TextEncoder()
const aad = (projectId: string, sealId: string) => encoder.encode(`airlock-frame/vault/v1:${projectId}:${sealId}`)
const aesKey = (bytes: Uint8Array, use: KeyUsage) => crypto.subtle.importKey('raw', new Uint8Array(bytes), 'AES-GCM', false, [use])

/** The largest sealed copy the frame makes or takes (the app keeps it in its page's storage). */
export const MAX_VAULT_LENGTH = 32_768

/**
 * Seals what the frame keeps on this device (its storage's entries) for the app to keep:
 * AES-256-GCM under the cookie's key, bound to the project and to this seal's id, as
 * `v1.<sealId>.<iv>.<data>` (base64url).
 */
export async function sealVault(vaultKey: VaultKey, projectId: string, entries: readonly (readonly [string, string])[]): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = encoder.encode(JSON.stringify(entries))
  try {
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(projectId, vaultKey.sealId) }, await aesKey(vaultKey.key, 'encrypt'), plain)
    return `v1.${vaultKey.sealId}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(data))}`
  } finally {
    plain.fill(0)
  }
}

/**
 * Opens a sealed copy with the cookie's key: only the latest seal (its id is the cookie's),
 * of this project, unchanged. Throws on anything else (another browser's copy, an older
 * one, a changed one).
 */
export async function openVault(vaultKey: VaultKey, projectId: string, vault: string): Promise<[string, string][]> {
  const [version, sealId, iv, data] = vault.split('.')
  if (version !== 'v1' || sealId !== vaultKey.sealId || !iv || !data || vault.length > MAX_VAULT_LENGTH) throw new Error('Not the latest sealed copy of this wallet')
  const plain = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(fromBase64Url(iv)), additionalData: aad(projectId, sealId) }, await aesKey(vaultKey.key, 'decrypt'), new Uint8Array(fromBase64Url(data))),
  )
  try {
    const entries = JSON.parse(new TextDecoder().decode(plain)) as unknown
    if (!Array.isArray(entries) || !entries.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && typeof e[1] === 'string')) throw new Error('A sealed copy of another shape')
    return entries as [string, string][]
  } finally {
    plain.fill(0)
  }
}
