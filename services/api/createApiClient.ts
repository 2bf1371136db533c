import type { ApiClient, CreateApiClientOptions, Query, ResponseSchema } from './ApiClient.js'
import { ApiError } from './ApiError.js'

/** Creates the API client of one kernel; the code that sends requests loads on the first call. */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const base = options.baseUrl?.replace(/\/+$/, '')

  function url(path: string, query: Query = {}) {
    if (!base) throw new ApiError('API_NOT_CONFIGURED', 'No API URL is configured (config.apiUrl)')
    const target = new URL(base + (path.startsWith('/') ? path : `/${path}`))
    const params = { st: options.sdkType, sv: options.sdkVersion, projectId: options.projectId, ...query }
    for (const [key, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(key, String(value))
    return target.toString()
  }

  // Answers sent for ahead (`prefetch`), by URL, until a `get` takes them.
  const early: Record<string, Promise<Response>> = Object.create(null)
  const call = async <T>(method: 'GET' | 'POST', path: string, query: Query | undefined, body: unknown, schema?: ResponseSchema<T>) => {
    const target = url(path, query)
    const sent = method == 'GET' ? early[target] : undefined
    delete early[target]
    return (await (await import('../serviceDoors.js')).serviceDoors.callApi()).callApi(options, method, target, body, schema, sent)
  }

  const kept: Record<string, unknown> = Object.create(null)

  return {
    configured: Boolean(base),
    get: (path, query, schema) => call('GET', path, query, undefined, schema),
    post: (path, body, query, schema) => call('POST', path, query, body, schema),
    prefetch(path, query) {
      const target = url(path, query)
      // A failure is the `get`'s to report, and only if one comes.
      ;(early[target] ??= (options.fetch ?? fetch)(target)).catch(() => {})
    },
    url,
    cache: <T>(key: string, create: () => T) => (kept[key] ??= create()) as T,
  }
}
