import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { Alerts } from '../alerts/createAlerts.js'

/** A schema the API client checks answers with: any synchronous Standard Schema (valibot, zod 4 …). */
export type ResponseSchema<T> = StandardSchemaV1<unknown, T>

/** The query parameters of one call; undefined ones are left out. */
export type Query = Record<string, string | number | boolean | undefined>

/**
 * Calls the Airlock API with the identifying query parameters of SPEC §7 (`st`, `sv`,
 * `projectId`). The browser's `clientId` is not among them: only analytics sends it.
 */
export interface ApiClient {
  /** Whether an API URL is configured. */
  readonly configured: boolean
  get<T>(path: string, query?: Query, schema?: ResponseSchema<T>): Promise<T>
  post<T>(path: string, body: unknown, query?: Query, schema?: ResponseSchema<T>): Promise<T>
  /**
   * Sends `GET path` now and keeps the answer for the next `get` of the same path and query,
   * which takes it once: a request leaves before the code that reads its answer is here.
   * Asked again before that `get`, it sends nothing more.
   */
  prefetch(path: string, query?: Query): void
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
