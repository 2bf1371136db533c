import type { MiddlewareHandler } from 'hono'
import { ApiError, serverMessages } from '../http/ApiError.js'

/**
 * `/v1/embedded/*` answers browsers on the frame's origin only: a host page (even an
 * allowlisted one) cannot call the wallet backend itself. Calls without `Origin` come from
 * servers and tools; what protects a user there is the code and the session token.
 */
export function embeddedOriginGuard(frameOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && !frameOrigins.includes(origin)) throw new ApiError(403, serverMessages.originNotAllowed)
    await next()
  }
}
