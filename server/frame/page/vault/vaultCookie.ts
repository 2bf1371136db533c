import { fromBase64Url, toBase64Url } from '../../custody/base64url.js'

/** How long the browser keeps the vault's key: the most it keeps any cookie (400 days), renewed at every seal. */
export const VAULT_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60

/** The key of the sealed copy the app keeps, and the one seal it opens (an older copy is refused). */
export interface VaultKey {
  key: Uint8Array
  sealId: string
}

/** The cookie's name for one project: `airlock-vault-` and the project id in base64url (cookie-safe). */
export function vaultCookieName(projectId: string): string {
  return `airlock-vault-${toBase64Url(new TextEncoder().encode(projectId))}`
}

const attributes = (maxAge: number) => `; Path=/; Max-Age=${maxAge}; Secure; SameSite=None; Partitioned`

/** The vault's key from the frame origin's partitioned cookie; undefined when there is none or it is unreadable. */
export function readVaultCookie(jar: Pick<Document, 'cookie'>, projectId: string): VaultKey | undefined {
  const name = `${vaultCookieName(projectId)}=`
  let value: string | undefined
  try {
    value = jar.cookie.split('; ').find((cookie) => cookie.startsWith(name))?.slice(name.length)
  } catch {
    return undefined
  }
  const match = value?.match(/^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/)
  if (!match) return undefined
  return { key: fromBase64Url(match[1]!), sealId: match[2]! }
}

/**
 * Keeps the vault's key in a partitioned cookie (CHIPS) of the frame's origin: the one thing a
 * browser that denies a third-party frame its storage still keeps for it, under the host's
 * site only, across reloads. The cookie alone opens nothing: the sealed copy is the app's.
 */
export function writeVaultCookie(jar: Pick<Document, 'cookie'>, projectId: string, value: VaultKey): void {
  jar.cookie = `${vaultCookieName(projectId)}=${toBase64Url(value.key)}.${value.sealId}${attributes(VAULT_COOKIE_MAX_AGE_SECONDS)}`
}

/** Whether this browser keeps a partitioned cookie for the frame here: written, read back and removed. */
export function partitionedCookiesWork(jar: Pick<Document, 'cookie'>): boolean {
  const probe = `airlock-probe-${toBase64Url(crypto.getRandomValues(new Uint8Array(6)))}`
  try {
    jar.cookie = `${probe}=1${attributes(60)}`
    const kept = jar.cookie.split('; ').includes(`${probe}=1`)
    jar.cookie = `${probe}=${attributes(0)}`
    return kept
  } catch {
    return false
  }
}
