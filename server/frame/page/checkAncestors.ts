import { isAncestorAllowed } from '../frameAncestors.js'

/**
 * The frame's own check of who embeds it, on top of the `frame-ancestors` header (a browser
 * that ignores the header still meets this): the claimed parent origin must be allowed,
 * and where the browser lists the real ancestors (`location.ancestorOrigins`), the first
 * must be that origin and every one of them allowed.
 * @returns the origin to report a refusal to, when refused; undefined when allowed.
 */
export function checkAncestors(parentOrigin: string, ancestorOrigins: readonly string[] | undefined, sources: readonly string[]): { allowed: true } | { allowed: false; reportTo: string } {
  const reportTo = ancestorOrigins?.[0] ?? parentOrigin
  if (!isAncestorAllowed(parentOrigin, sources)) return { allowed: false, reportTo }
  if (ancestorOrigins && (ancestorOrigins[0] !== parentOrigin || !ancestorOrigins.every((origin) => isAncestorAllowed(origin, sources)))) {
    return { allowed: false, reportTo }
  }
  return { allowed: true }
}
