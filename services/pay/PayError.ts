import { AirlockError } from '../../errors/AirlockError.js'

/** Why a payment did not happen: a bad request, declined in the wallet, failed on chain, or cancelled. */
export type PayErrorCode = 'PAY_INVALID_REQUEST' | 'PAY_DECLINED' | 'PAY_FAILED' | 'PAY_CANCELLED'

/**
 * The error `airlock.pay` rejects with; match on `code`.
 * @example
 * try { await airlock.pay(request) } catch (e) { if (e instanceof PayError && e.code === 'PAY_DECLINED') … }
 */
export class PayError extends AirlockError {
  override name = 'PayError'
  declare readonly code: PayErrorCode
  constructor(code: PayErrorCode, shortMessage: string, options: { details?: string; cause?: unknown } = {}) {
    super(code, shortMessage, options)
  }
}
