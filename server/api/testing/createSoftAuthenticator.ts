import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto'
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/** One passkey a {@link createSoftAuthenticator} holds. */
export interface SoftCredential {
  id: string
  rpId: string
  userHandle: string
  privateKey: KeyObject
  counter: number
}

/** Options of {@link createSoftAuthenticator}: how it behaves, to test what the API refuses. */
export interface SoftAuthenticatorOptions {
  /** Whether it reports user verification (default true). */
  userVerified?: boolean
  /** Whether it keeps a signature counter (default true: it counts up from 1). */
  counter?: boolean
  /** The page the ceremony runs inside, as a browser names it for a framed ceremony (default: top level; null: framed, the page unnamed). */
  topOrigin?: string | null
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64 = (data: Uint8Array) => Buffer.from(data).toString('base64url')

/**
 * A CTAP2-like authenticator in Node for the API's tests: it makes P-256 (ES256) passkeys
 * with attestation `none` and signs assertions as a browser would hand them over, for a given
 * origin (and so a given relying party). Tests only; the browser tests use Chromium's own.
 */
export function createSoftAuthenticator(options: SoftAuthenticatorOptions = {}) {
  const credentials: SoftCredential[] = []
  const flags = (extra: number) => 0x01 | (options.userVerified === false ? 0 : 0x04) | extra
  const counterBytes = (credential: SoftCredential) => {
    if (options.counter !== false) credential.counter += 1
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32BE(options.counter === false ? 0 : credential.counter)
    return bytes
  }
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: options.topOrigin !== undefined, ...(options.topOrigin && { topOrigin: options.topOrigin }) }))

  return {
    credentials,
    /** Makes a passkey for `options.rp.id` (or `rpId`, to act for another site) as `origin` asks. */
    create(request: PublicKeyCredentialCreationOptionsJSON, origin: string, rpId = request.rp.id ?? new URL(origin).hostname): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const credential: SoftCredential = { id: b64(randomBytes(32)), rpId, userHandle: request.user.id, privateKey, counter: 0 }
      credentials.push(credential)
      const cose = isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]))
      const id = Buffer.from(credential.id, 'base64url')
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(id.length)
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags(0x40)]), counterBytes(credential), Buffer.alloc(16), idLength, id, cose])
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never)
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64(clientData('webauthn.create', request.challenge, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
      }
    },
    /** Signs an assertion with `credential` (default: the first it holds for the request's party). */
    get(request: PublicKeyCredentialRequestOptionsJSON, origin: string, credential = credentials.find((c) => c.rpId === (request.rpId ?? new URL(origin).hostname))): AuthenticationResponseJSON {
      if (!credential) throw new Error('No passkey for this relying party')
      const data = clientData('webauthn.get', request.challenge, origin)
      const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([flags(0)]), counterBytes(credential)])
      const signature = createSign('sha256').update(Buffer.concat([authData, sha256(data)])).sign(credential.privateKey)
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature), userHandle: credential.userHandle },
      }
    },
  }
}
