/**
 * `bytes` random bytes as hex. getRandomValues, unlike randomUUID, also exists on plain-http
 * origins.
 */
export function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
