import { createHash, createHmac } from 'node:crypto'

/** SHA-256 of a high-entropy secret (session token, device id, approval token): stored instead of it. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** HMAC of a one-time code under the server's key and the code's id: six digits alone are guessable offline. */
export function hashCode(key: string, codeId: string, code: string): string {
  return createHmac('sha256', key).update(`${codeId}:${code}`).digest('hex')
}
