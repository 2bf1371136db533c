import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * The key authenticator-app secrets are sealed under: derived (HKDF-SHA256) from the
 * operator's recovery key, which is kept apart from the database, so a copy of the database
 * alone yields no TOTP secret to make codes with.
 */
function sealingKey(recoveryKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(recoveryKey, 'base64url'), 'airlock-totp', 'totp-secret/v1', 32))
}

/** Seals a TOTP secret (base32) for one user: AES-256-GCM, the user id as associated data. */
export function sealTotpSecret(recoveryKey: string, userId: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(recoveryKey), iv)
  cipher.setAAD(Buffer.from(userId))
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')
}

/** Opens what {@link sealTotpSecret} sealed for this user; throws on anything else. */
export function openTotpSecret(recoveryKey: string, userId: string, sealed: string): string {
  const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(recoveryKey), iv!)
  decipher.setAAD(Buffer.from(userId))
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
}
