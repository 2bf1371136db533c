/**
 * An error the API answers with its own status and message. Anything else thrown in a route
 * becomes a bare 500, so internals (SQL, stack traces, RPC URLs) never reach a client.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    /** The request field at fault, for validation errors. */
    readonly field?: string,
    /** More of the answer's body: a stable `code` to match on, `retryAfterMs` … */
    readonly extra?: Readonly<Record<string, string | number>>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}


/** The SPEC §8 messages the client maps to alerts; kept verbatim. */
export const serverMessages = {
  invalidKey: 'Unauthorized: invalid key',
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  jwtExpired: 'JWT validation error: JWT Token has expired',
  jwtInvalid: 'JWT validation error: invalid token',
  swapsNetwork: 'Network not supported for Swaps',
  gasPriceNetwork: 'Network not supported for Gas Price',
} as const
