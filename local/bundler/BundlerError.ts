import { AirlockError, type AirlockErrorOptions } from '../../errors/AirlockError.js'

/** Stable codes of the local bundler's failures. */
export type BundlerErrorCode = 'BUNDLER_START_FAILED' | 'BUNDLER_PORT_UNAVAILABLE'

/** A failure to start the local ERC-4337 bundler; match on `code`. */
export class BundlerError extends AirlockError {
  override name = 'BundlerError'
  declare readonly code: BundlerErrorCode

  constructor(code: BundlerErrorCode, shortMessage: string, options?: AirlockErrorOptions) {
    super(code, shortMessage, options)
  }
}
