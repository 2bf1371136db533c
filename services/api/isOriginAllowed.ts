// Pure (no browser or Node API beyond URL): the modal's origin check and the API server's
// project guard import this one module, so they never disagree.

/**
 * SPEC §5: an origin is allowed if it equals an allowlist entry or matches a wildcard entry.
 * A `*` stands for one or more whole DNS labels (`https://*.example.com` allows
 * `https://app.example.com` and `https://a.b.example.com`, not `https://example.com`); scheme
 * and port must match exactly, so a wildcard can never widen `https` to `http`.
 */
export function isOriginAllowed(origin: string, allowlist: readonly string[]): boolean {
  const candidate = normalizeOrigin(origin)
  if (!candidate) return false
  return allowlist.some((entry) => {
    const wanted = entry.trim().toLowerCase().replace(/\/+$/, '')
    if (!wanted.includes('*')) return normalizeOrigin(wanted) === candidate
    const pattern = wanted
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')
    return new RegExp(`^${pattern}$`).test(candidate)
  })
}

function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.origin === 'null' ? undefined : url.origin.toLowerCase()
  } catch {
    return undefined
  }
}
