import type { AlertCode } from '../alerts/alertCodes.js'
import { ApiError } from './ApiError.js'
import type { CreateApiClientOptions, ResponseSchema } from './ApiClient.js'

// Server messages of SPEC §8 that mean the app's configuration, not this call, is wrong.
const serverAlerts: Record<string, AlertCode> = {
  'Unauthorized: origin not allowed': 'ORIGIN_NOT_ALLOWED',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
}

/**
 * Sends one request to the API and checks its answer: a failure is an `ApiError` with
 * 'HTTP status code: {n}', and the server messages of SPEC §8 raise their alerts. Loaded on
 * the first call.
 */
export async function callApi<T>(
  options: CreateApiClientOptions,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  schema: ResponseSchema<T> | undefined,
  /** The answer of this very request, sent for ahead (`ApiClient.prefetch`). */
  sent?: Promise<Response>,
): Promise<T> {
  const path = new URL(url).pathname
  let response: Response
  try {
    response = await (sent ??
      (options.fetch ?? fetch)(url, {
        method,
        ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }))
  } catch (cause) {
    throw new ApiError('API_UNREACHABLE', 'The Airlock API could not be reached', { cause, details: path })
  }
  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const { message, code } = (payload ?? {}) as { message?: unknown; code?: unknown }
    const alert = typeof message === 'string' ? serverAlerts[message] : undefined
    if (alert) options.alerts.showCode(alert)
    throw new ApiError('API_HTTP_ERROR', `HTTP status code: ${response.status}`, {
      status: response.status,
      ...(typeof code === 'string' && { serverCode: code }),
      details: typeof message === 'string' ? message : path,
    })
  }
  if (!schema) return payload as T
  const parsed = schema['~standard'].validate(payload)
  if (parsed instanceof Promise || parsed.issues) {
    throw new ApiError('API_BAD_RESPONSE', 'The Airlock API sent an unexpected answer', { details: path, cause: parsed instanceof Promise ? undefined : parsed.issues })
  }
  return parsed.value
}
