/**
 * The rdns of every wallet announced in the page by EIP-6963, in an array that grows as more
 * announce themselves (they answer the request at once, so it is full before wagmi looks).
 * Without a `window` (server rendering) it stays empty.
 */
export function watchAnnouncedRdns(): string[] {
  const rdns: string[] = []
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return rdns
  window.addEventListener('eip6963:announceProvider', (event) => {
    const id = (event as CustomEvent<{ info?: { rdns?: unknown } } | undefined>).detail?.info?.rdns
    if (typeof id === 'string' && id !== '' && !rdns.includes(id)) rdns.push(id)
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return rdns
}
