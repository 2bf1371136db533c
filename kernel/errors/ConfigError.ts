import { AirlockError } from '../../errors/AirlockError.js'

/** Thrown by `createAirlock` when the host's config is not valid; names the field and the reason. */
export class ConfigError extends AirlockError {
  override name = 'ConfigError'
  /** The dotted path of the offending field, such as `networks.0`. */
  readonly field: string

  constructor(field: string, reason: string) {
    super('INVALID_CONFIG', `Invalid Airlock config: ${field}: ${reason}`)
    this.field = field
  }
}
