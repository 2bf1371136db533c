const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The origin of an ERC-7677 paymaster service URL the API may relay to: https anywhere, http
 * only on loopback (a local stack). Anything else (another scheme, credentials in the URL,
 * not a URL) is undefined.
 */
export function paymasterServiceOrigin(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.username || parsed.password) return undefined
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname))) return parsed.origin
  return undefined
}
