/**
 * The return page a redirect login carries in its `state` (`<random>.<base64url(url)>`), or
 * undefined. Runs in the browser too (the callback page): no Node APIs.
 */
export function readStateReturnTo(state: string | null | undefined): string | undefined {
  const encoded = state?.split('.')[1]
  if (!encoded || !/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined
  try {
    const text = new TextDecoder().decode(Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)))
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}
