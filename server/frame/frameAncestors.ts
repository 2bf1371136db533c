/**
 * SPEC §9's default allowed ancestors of the embedded wallet, for development: localhost on
 * any port, and previews on pages.dev, vercel.app and ngrok-free.app. They apply only to a
 * project that opts in (`developmentAncestors`), and only where the frame server offers them
 * (the local stack does; `airlock frame` does not unless told): any page on localhost, or
 * any preview on those hosts, could otherwise embed every project's wallet. Airlock names no
 * "secure-mobile" hosts of its own.
 */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
]

// scheme://host[:port], where host may start with `*.` and port may be `*`: the forms
// `frame-ancestors` and the project allowlist share. Nothing else may reach the header.
const sourcePattern = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/

/** The entries that are valid ancestor sources (lower-cased, deduplicated); anything else is dropped. */
export function ancestorSources(entries: readonly string[]): string[] {
  const sources = entries.map((entry) => entry.trim().toLowerCase().replace(/\/+$/, '')).filter((entry) => sourcePattern.test(entry))
  return [...new Set(sources)]
}

/**
 * True when `origin` matches one of `sources` as CSP `frame-ancestors` would: an exact
 * origin, `*.` standing for one or more subdomain labels, `:*` for any port.
 */
export function isAncestorAllowed(origin: string, sources: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  // Browsers hand out origins in canonical form; anything else is not an origin.
  if (url.origin === 'null' || url.origin !== origin) return false
  return ancestorSources(sources).some((source) => {
    const [, scheme, wildcard, host, port] = source.match(sourcePattern)!
    if (url.protocol !== `${scheme}:`) return false
    const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname.slice(0, -host!.length - 1)) : url.hostname === host
    const portOk = port === '*' || (port ?? '') === url.port
    return hostOk && portOk
  })
}
