// A `*` in an entry stands for one or more DNS labels: `https://*.example.com` allows
// `https://app.example.com` and `https://a.b.example.com`, never `https://example.com`.
function toPattern(entry: string): RegExp {
  const escaped = entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*')
  return new RegExp(`^${escaped}$`)
}

/** Whether `origin` equals an entry of `allowed` or matches a wildcard entry (SPEC §5). */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => entry === origin || (entry.includes('*') && toPattern(entry).test(origin)))
}
