/** Counts open connections per key (a client address, a client id) against a ceiling. */
export interface ConnectionLimiter {
  readonly maxPerKey: number
  /** Takes a slot for `key`; resolves to the function that gives it back, or undefined when the key is at its ceiling. */
  acquire(key: string): (() => void) | undefined
  /** Open connections counted for `key`. */
  count(key: string): number
}

/**
 * A ceiling on concurrent connections per key, for sockets (the API's `/ws`, the relay).
 * Releasing twice is harmless, so a close handler and an error handler may both release.
 * @example
 * const release = limiter.acquire(clientAddress(request))
 * if (!release) return refuseUpgrade(socket, 429, 'Too many connections')
 * ws.once('close', release)
 */
export function createConnectionLimiter(maxPerKey: number): ConnectionLimiter {
  const open = new Map<string, number>()
  return {
    maxPerKey,
    acquire(key) {
      const held = open.get(key) ?? 0
      if (held >= maxPerKey) return undefined
      open.set(key, held + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (open.get(key) ?? 1) - 1
        if (left > 0) open.set(key, left)
        else open.delete(key)
      }
    },
    count: (key) => open.get(key) ?? 0,
  }
}
