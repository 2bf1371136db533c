import autocannon from 'autocannon'
import type { BenchRoute } from './benchRoutes.js'

/** What one autocannon run measured. */
export interface LoadResult {
  requests: number
  /** Mean requests per second over the run. */
  rps: number
  p50: number
  p99: number
  errors: number
  timeouts: number
  non2xx: number
  /** Answers by status code, where any was not 2xx (e.g. `429: 3`). */
  statuses: string
  /** The API processes' CPU time per request, when measured. */
  cpuUsPerRequest?: number
}

/** Options of {@link loadRoutes}. */
export interface LoadOptions {
  /** One API process or several; autocannon spreads the connections over them. */
  urls: string[]
  routes: BenchRoute[]
  connections: number
  /** How long to run; or `amount`, how many requests to send. */
  seconds?: number
  amount?: number
  /** Client addresses the requests come from (X-Forwarded-For, one trusted proxy); default 1,000. */
  clients?: number
  /** Requests per second over all connections; default as fast as answers come. */
  overallRate?: number
}

/**
 * Loads the API with autocannon: each request picks the next route of `routes` and the next
 * wallet, from one of `clients` addresses, so per-client budgets hold as they would for
 * that many people behind one load balancer.
 */
export async function loadRoutes(options: LoadOptions): Promise<LoadResult> {
  const clients = options.clients ?? 1000
  let n = 0
  const result = await autocannon({
    // autocannon takes several targets and spreads its connections over them; its types name one.
    url: (options.urls.length === 1 ? options.urls[0]! : options.urls) as string,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [{
      setupRequest: (request: autocannon.Request) => {
        const i = n++
        const route = options.routes[i % options.routes.length]!
        const client = (i * 7919) % clients
        return {
          ...request,
          path: route.path(Math.floor(i / options.routes.length)),
          headers: { ...request.headers, 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
        }
      },
    }],
  })
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: result.non2xx === 0 ? '' : Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}: ${stat.count ?? 0}`).join(', '),
  }
}
