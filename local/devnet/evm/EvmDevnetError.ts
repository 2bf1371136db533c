import { AirlockError, type AirlockErrorOptions } from '../../../errors/AirlockError.js'

/** Stable codes of the local EVM chain's failures. */
export type EvmDevnetErrorCode =
  | 'EVM_DEVNET_COMPILE_FAILED'
  | 'EVM_DEVNET_PORT_UNAVAILABLE'
  | 'EVM_DEVNET_START_FAILED'
  | 'EVM_DEVNET_DEPLOY_FAILED'

/** A failure to build or start the local EVM chain; match on `code`. */
export class EvmDevnetError extends AirlockError {
  override name = 'EvmDevnetError'
  declare readonly code: EvmDevnetErrorCode

  constructor(code: EvmDevnetErrorCode, shortMessage: string, options?: AirlockErrorOptions) {
    super(code, shortMessage, options)
  }
}
