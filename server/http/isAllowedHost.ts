/** The Host names of this machine's loopback interface: all a local service should answer to. */
export const loopbackHosts: readonly string[] = ['127.0.0.1', 'localhost', '[::1]']

/**
 * True when a request's `Host` header names one of `allowed`, whatever the port. An entry is
 * a host name (`api.example.com`), a bracketed IPv6 address (`[::1]`), `.example.com` for that
 * domain and every subdomain, or `*` for any host. A missing or malformed header is refused.
 *
 * Checking Host is what stops DNS rebinding: a page on `evil.test` whose name is re-pointed at
 * 127.0.0.1 reaches a loopback service with `Host: evil.test`, which is not on the list.
 * @example
 * isAllowedHost('127.0.0.1:5173', loopbackHosts) // true
 * isAllowedHost('evil.test:5173', loopbackHosts) // false
 */
export function isAllowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  const name = hostName(host)
  if (name === undefined) return false
  return allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase().replace(/\.$/, '')
    if (wanted === '*') return true
    if (wanted.startsWith('.')) return name === wanted.slice(1) || name.endsWith(wanted)
    return name === wanted
  })
}

// The host name of a Host header, lower-cased, without port or trailing dot.
function hostName(host: string | undefined): string | undefined {
  if (!host || /[\s/\\?#@]/.test(host)) return undefined
  try {
    const url = new URL(`http://${host}`)
    return url.hostname.replace(/\.$/, '') || undefined
  } catch {
    return undefined
  }
}
