/** One answer (or failure to answer) seen under load. */
export interface LoadAnswer {
  status: number
  retryAfter: string | null
  /** When the request was sent, ms since the epoch. */
  at: number
  /** Which target it went to. */
  target: string
}

/**
 * Keeps `workers` requests in flight against `targets` (round robin) until `until()` says
 * stop, each to a path `path(n)` gives. A request that gets no answer (a connection cut)
 * counts with status 0. Resolves every answer, in the order they came.
 */
export async function runLoad(options: {
  targets: readonly string[]
  path: (n: number) => string
  init?: (n: number) => RequestInit
  workers: number
  until: () => boolean
}): Promise<LoadAnswer[]> {
  const answers: LoadAnswer[] = []
  let n = 0
  const worker = async () => {
    while (!options.until()) {
      const i = n++
      const target = options.targets[i % options.targets.length]!
      const at = Date.now()
      try {
        const res = await fetch(new URL(options.path(i), target), { ...options.init?.(i), signal: AbortSignal.timeout(10_000) })
        await res.arrayBuffer()
        answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), at, target })
      } catch {
        answers.push({ status: 0, retryAfter: null, at, target })
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  }
  await Promise.all(Array.from({ length: options.workers }, worker))
  return answers
}
