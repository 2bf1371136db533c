import { AirlockError, type AirlockErrorOptions } from '../../errors/AirlockError.js'

/** A JSON-RPC socket call that failed: closed, timed out, or answered with an error. */
export class SocketError extends AirlockError {
  override name = 'SocketError'
  /** The JSON-RPC error code, when the server answered with one. */
  readonly rpcCode: number | undefined

  constructor(code: 'SOCKET_CLOSED' | 'SOCKET_TIMEOUT' | 'SOCKET_RPC_ERROR', shortMessage: string, options: AirlockErrorOptions & { rpcCode?: number } = {}) {
    super(code, shortMessage, options)
    this.rpcCode = options.rpcCode
  }
}
