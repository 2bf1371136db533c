import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { Alerts } from '../alerts/createAlerts.js'
import { ApiError } from './ApiError.js'

/** A schema the API client checks answers with: any synchronous Standard Schema (valibot, zod 4 …). */
export type ResponseSchema<T> = StandardSchemaV1<unknown, T>

type Query = Record<string, string | number | boolean | undefined>

/**
 * Calls the Airlock API with the identifying query parameters of SPEC §7 (`st`, `sv`,
 * `projectId`). The browser's `clientId` is not among them: only analytics sends it.
 */
export interface ApiClient {
  /** Whether an API URL is configured. */
  readonly configured: boolean
  get<T>(path: string, query?: Query, schema?: ResponseSchema<T>): Promise<T>
  post<T>(path: string, body: unknown, query?: Query, schema?: ResponseSchema<T>): Promise<T>
  /** The absolute URL of an API resource (images), with the identifying parameters. */
  url(path: string, query?: Query): string
  /**
   * The value this client keeps under `key`, made by `create` on first use (a value, never
   * undefined): what is asked once per client, and caches of answers, live with the client
   * of one instance.
   */
  cache<T>(key: string, create: () => T): T
}

/** Options of `createApiClient`. */
export interface CreateApiClientOptions {
  baseUrl: string | undefined
  projectId: string
  sdkType: string
  sdkVersion: string
  alerts: Alerts
  fetch?: typeof fetch
}

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
