import type { Alerts } from '../alerts/createAlerts.js'
import type { AlertCode } from '../alerts/alertCodes.js'
import { ApiError } from './ApiError.js'

/** A schema the API client checks answers with (any zod schema fits). */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

type Query = Record<string, string | number | boolean | undefined>

/** Calls the Airlock API with the identifying query parameters of SPEC §7. */
export interface ApiClient {
  /** Whether an API URL is configured. */
  readonly configured: boolean
  get<T>(path: string, query?: Query, schema?: ResponseSchema<T>): Promise<T>
  post<T>(path: string, body: unknown, query?: Query, schema?: ResponseSchema<T>): Promise<T>
  /** The absolute URL of an API resource (images), with the identifying parameters. */
  url(path: string, query?: Query): string
}

/** Options of `createApiClient`. */
export interface CreateApiClientOptions {
  baseUrl: string | undefined
  projectId: string
  /** A stable id of this browser, made on first use. */
  clientId: () => string
  sdkType: string
  sdkVersion: string
  alerts: Alerts
  fetch?: typeof fetch
}

// Server messages of SPEC §8 that mean the app's configuration, not this call, is wrong.
const serverAlerts: Record<string, AlertCode> = {
  'Unauthorized: origin not allowed': 'ORIGIN_NOT_ALLOWED',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
}

/** Creates the API client of one kernel. */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const base = options.baseUrl?.replace(/\/+$/, '')

  function url(path: string, query: Query = {}) {
    if (!base) throw new ApiError('API_NOT_CONFIGURED', 'No API URL is configured (config.apiUrl)')
    const target = new URL(base + (path.startsWith('/') ? path : `/${path}`))
    const params = { st: options.sdkType, sv: options.sdkVersion, projectId: options.projectId, clientId: options.clientId(), ...query }
    for (const [key, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(key, String(value))
    return target.toString()
  }

  async function call<T>(method: 'GET' | 'POST', path: string, query: Query | undefined, body: unknown, schema?: ResponseSchema<T>) {
    const target = url(path, query)
    let response: Response
    try {
      response = await (options.fetch ?? fetch)(target, {
        method,
        ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      })
    } catch (cause) {
      throw new ApiError('API_UNREACHABLE', 'The Airlock API could not be reached', { cause, details: path })
    }
    const payload: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const message = (payload as { message?: unknown } | undefined)?.message
      const alert = typeof message === 'string' ? serverAlerts[message] : undefined
      if (alert) options.alerts.showCode(alert)
      throw new ApiError('API_HTTP_ERROR', `HTTP status code: ${response.status}`, {
        status: response.status,
        details: typeof message === 'string' ? message : path,
      })
    }
    if (!schema) return payload as T
    const parsed = schema.safeParse(payload)
    if (!parsed.success) throw new ApiError('API_BAD_RESPONSE', 'The Airlock API sent an unexpected answer', { details: path, cause: parsed.error })
    return parsed.data
  }

  return {
    configured: Boolean(base),
    get: (path, query, schema) => call('GET', path, query, undefined, schema),
    post: (path, body, query, schema) => call('POST', path, query, body, schema),
    url,
  }
}
