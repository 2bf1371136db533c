import { request } from 'node:http'

/** One answer (or failure to answer) seen under load. */
export interface LoadAnswer {
  status: number
  retryAfter: string | null
  /** When the request was sent, ms since the epoch. */
  at: number
  /** Which target it went to. */
  target: string
  /** Why there was no answer (status 0). */
  error?: string
}

/**
 * Keeps `workers` requests in flight against `targets` (round robin) until `until()` says
 * stop, each to the path `path(n)` gives. Every request opens its own connection, as clients
 * arriving at a load balancer do, so where a request goes is decided when it is sent. A
 * request that gets no answer (a connection cut) counts with status 0. Resolves every
 * answer, in the order they came.
 */
export async function runLoad(options: {
  targets: readonly string[]
  path: (n: number) => string
  method?: (n: number) => string
  workers: number
  until: () => boolean
}): Promise<LoadAnswer[]> {
  const answers: LoadAnswer[] = []
  let n = 0
  const send = (target: string, path: string, method: string) => new Promise<Omit<LoadAnswer, 'at' | 'target'>>((resolve) => {
    const req = request(new URL(path, target), { method, agent: false, timeout: 10_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] ?? null }))
      res.on('error', (error) => resolve({ status: 0, retryAfter: null, error: error.message }))
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (error) => resolve({ status: 0, retryAfter: null, error: error.message }))
    req.end()
  })
  const worker = async () => {
    while (!options.until()) {
      const i = n++
      const target = options.targets[i % options.targets.length]!
      const at = Date.now()
      const answer = await send(target, options.path(i), options.method?.(i) ?? 'GET')
      answers.push({ ...answer, at, target })
      if (answer.status === 0) await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  await Promise.all(Array.from({ length: options.workers }, worker))
  return answers
}
