import { AirlockError } from '../../errors/AirlockError.js'

/** Thrown when a CAIP-2 network id or CAIP-10 address is malformed. */
export class CaipError extends AirlockError {
  override name = 'CaipError'

  constructor(kind: 'network' | 'address', value: string, details?: string) {
    super(
      kind === 'network' ? 'INVALID_CAIP_NETWORK_ID' : 'INVALID_CAIP_ADDRESS',
      kind === 'network' ? `Invalid CAIP-2 network id: ${value}` : `Invalid CAIP-10 address: ${value}`,
      details ? { details } : {},
    )
  }
}
