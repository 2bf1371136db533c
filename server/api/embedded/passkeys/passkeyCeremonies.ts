import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server'
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { Queryable } from '../../db/Database.js'
import { isOriginAllowed } from '../../../../services/api/isOriginAllowed.js'
import { ApiError } from '../../http/ApiError.js'
import type { PasskeyRow } from './passkeyRows.js'
import type { RelyingParty } from './relyingParty.js'
import { challengeRefused, type ChallengeRow } from './webauthnChallenges.js'

/** The answer to an assertion or attestation that does not verify (wrong party or origin, no user verification, bad signature, a cloned counter). */
export const passkeyRefused = (message = 'This passkey could not be verified') => new ApiError(401, message, 'response', { code: 'passkey_refused' })

/**
 * The page a ceremony ran inside, when it ran in a frame (the modal shows the frame's passkey
 * page in the app): it must be one of the project's own pages. A top-level ceremony (the
 * export page) has none. A framed ceremony that does not name its page is refused: the
 * frame's `frame-ancestors` admits development and preview hosts too, so only the signed
 * client data says whose page it was.
 * @throws ApiError 401 `passkey_refused` for a page off the project's allowlist, or unnamed.
 */
function checkTopOrigin(rp: RelyingParty, clientDataJSON: string): string | undefined {
  let data: { crossOrigin?: unknown; topOrigin?: unknown }
  try {
    data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as typeof data
  } catch {
    throw passkeyRefused()
  }
  if (data.crossOrigin !== true) return undefined
  if (typeof data.topOrigin !== 'string') throw passkeyRefused('This passkey was used inside a page its browser did not name')
  if (!isOriginAllowed(data.topOrigin, rp.appOrigins)) throw passkeyRefused(`This passkey was used inside a page this app does not list: ${data.topOrigin}`)
  return data.topOrigin
}

/**
 * Options for making a passkey: a discoverable credential (so any device finds it by itself
 * at sign-in) with user verification required; `exclude` keeps one authenticator from
 * holding two passkeys of one wallet.
 */
export function registrationOptions(rp: RelyingParty, user: { webauthnUserId: string; name: string }, exclude: readonly Pick<PasskeyRow, 'credential_id' | 'transports'>[]) {
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userID: Buffer.from(user.webauthnUserId, 'base64url'),
    userName: user.name,
    userDisplayName: user.name,
    attestationType: 'none',
    excludeCredentials: exclude.map((row) => ({ id: row.credential_id, transports: row.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    timeout: 120_000,
  })
}

/** Options for an assertion: any of the project's passkeys (sign-in), or the user's own (`allow`, a step-up). */
export function authenticationOptions(rp: RelyingParty, allow?: readonly Pick<PasskeyRow, 'credential_id' | 'transports'>[]) {
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    timeout: 120_000,
    ...(allow && { allowCredentials: allow.map((row) => ({ id: row.credential_id, transports: row.transports as AuthenticatorTransport[] })) }),
  })
}

/**
 * Verifies a new passkey against its spent challenge: the challenge, one of the frame's
 * origins (inside one of the app's pages, when framed), the challenge's relying-party id, and
 * user verification.
 */
export async function verifyRegistration(rp: RelyingParty, challenge: ChallengeRow, response: RegistrationResponseJSON) {
  checkTopOrigin(rp, response.response.clientDataJSON)
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: [...rp.origins],
    expectedRPID: challenge.rp_id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw passkeyRefused(error instanceof Error ? `This passkey could not be verified: ${error.message}` : undefined)
  })
  if (!result.verified) throw passkeyRefused()
  return result.registrationInfo
}

/**
 * Verifies an assertion by a stored passkey against its spent challenge (origin, relying
 * party, user verification, signature), then moves the passkey's signature counter forward
 * atomically: an authenticator that keeps a counter must show a higher one every time, so a
 * cloned key or a race between two uses is refused.
 */
export async function verifyAssertion(db: Queryable, rp: RelyingParty, challenge: ChallengeRow, passkey: PasskeyRow, response: AuthenticationResponseJSON): Promise<void> {
  const stored = Number(passkey.counter)
  const topOrigin = checkTopOrigin(rp, response.response.clientDataJSON)
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: [...rp.origins],
    expectedRPID: challenge.rp_id,
    credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: stored, transports: passkey.transports as AuthenticatorTransport[] },
    requireUserVerification: true,
    ...(topOrigin && { expectedTopOrigin: topOrigin }),
  }).catch((error: unknown) => {
    throw passkeyRefused(error instanceof Error ? `This passkey could not be verified: ${error.message}` : undefined)
  })
  if (!result.verified) throw passkeyRefused()
  const { rows } = await db.query(
    'UPDATE embedded_passkeys SET counter = $2, last_used_at = now() WHERE id = $1 AND counter = $3 RETURNING id',
    [passkey.id, result.authenticationInfo.newCounter, stored],
  )
  if (!rows.length) throw challengeRefused()
}
