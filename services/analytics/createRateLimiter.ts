/** Lets at most `limit` events through in any window of `windowMs`. */
export interface RateLimiter {
  /** True when one more event may go now (and counts it). */
  take(): boolean
}

/** Creates a sliding-window rate limiter; `now` is injectable for tests. */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const times: number[] = []
  return {
    take() {
      const current = now()
      while (times.length > 0 && current - times[0]! >= windowMs) times.shift()
      if (times.length >= limit) return false
      times.push(current)
      return true
    },
  }
}
