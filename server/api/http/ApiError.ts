/**
 * An error the API answers with its own status and message. Anything else thrown in a route
 * becomes a bare 500, so internals (SQL, stack traces, RPC URLs) never reach a client.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 502 | 503,
    message: string,
    /** The request field at fault, for validation errors. */
    readonly field?: string,
    /** A stable code clients match on where the message alone would be text to parse. */
    readonly code?: ApiErrorCode,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The codes an answer may carry beside its message. */
export type ApiErrorCode = 'INSUFFICIENT_LIQUIDITY' | 'SWAPS_NOT_SUPPORTED' | 'GAS_PRICE_NOT_SUPPORTED'

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
