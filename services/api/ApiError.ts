import { AirlockError, type AirlockErrorOptions } from '../../errors/AirlockError.js'

/** A failed call to the Airlock API: `HTTP status code: {n}`, a bad answer, or no API configured. */
export class ApiError extends AirlockError {
  override name = 'ApiError'
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined
  /** The stable `code` of the server's answer (`INSUFFICIENT_LIQUIDITY` …), when it gave one. */
  readonly serverCode: string | undefined

  constructor(
    code: 'API_HTTP_ERROR' | 'API_BAD_RESPONSE' | 'API_NOT_CONFIGURED' | 'API_UNREACHABLE',
    shortMessage: string,
    options: AirlockErrorOptions & { status?: number; serverCode?: string } = {},
  ) {
    super(code, shortMessage, options)
    this.status = options.status
    this.serverCode = options.serverCode
  }
}
