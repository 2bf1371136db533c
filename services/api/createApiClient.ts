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

  const call = async <T>(method: 'GET' | 'POST', path: string, query: Query | undefined, body: unknown, schema?: ResponseSchema<T>) => {
    const target = url(path, query)
    return (await (await import('../serviceDoors.js')).serviceDoors.callApi()).callApi(options, method, target, body, schema)
  }

  const kept: Record<string, unknown> = Object.create(null)

  return {
    configured: Boolean(base),
    get: (path, query, schema) => call('GET', path, query, undefined, schema),
    post: (path, body, query, schema) => call('POST', path, query, body, schema),
    url,
    cache: <T>(key: string, create: () => T) => (kept[key] ??= create()) as T,
  }
}
