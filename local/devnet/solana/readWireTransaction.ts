import { base58 } from './base58.js'
import { RpcError } from './RpcError.js'

/**
 * Reads an encoded transaction param in the `encoding` a client named: 'base58' (the
 * validator's default) or 'base64'.
 */
export function readWireTransaction(encoded: string, encoding: unknown = 'base58'): Uint8Array {
  if (encoding === 'base64') return new Uint8Array(Buffer.from(encoded, 'base64'))
  if (encoding !== 'base58') {
    throw RpcError.invalidParams(`Invalid param: unsupported encoding '${String(encoding)}'; use base58 or base64`)
  }
  try {
    return base58.decode(encoded)
  } catch {
    throw RpcError.invalidParams('invalid base58 encoding')
  }
}
