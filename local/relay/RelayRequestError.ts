import { AirlockError } from '../../errors/AirlockError.js'

/** JSON-RPC error codes the relay answers with. */
const rpcCodes = {
  RELAY_INVALID_REQUEST: -32600,
  RELAY_METHOD_NOT_FOUND: -32601,
  RELAY_INVALID_PARAMS: -32602,
  RELAY_STORE_FULL: -32000,
} as const

/** A relay request the relay refuses; sent back to the client as a JSON-RPC error. */
export class RelayRequestError extends AirlockError {
  override name = 'RelayRequestError'
  /** The JSON-RPC `error.code` the client receives. */
  readonly rpcCode: number

  constructor(code: keyof typeof rpcCodes, shortMessage: string) {
    super(code, shortMessage)
    this.rpcCode = rpcCodes[code]
  }
}
