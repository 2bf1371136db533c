import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'
import { FrameFailure } from '../frame/FrameFailure.js'

/** What a ceremony gave: the answer for the API (PRF results taken out), and the PRF output, which stays here. */
export interface CeremonyResult<R> {
  response: R
  prf?: Uint8Array
}

const asBytes = (value: unknown): Uint8Array | undefined =>
  value instanceof ArrayBuffer ? new Uint8Array(value) : ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice() : undefined

/**
 * Takes the PRF output out of a ceremony's extension results: it seals this device's key
 * share, so it must never reach the API; whether PRF is enabled (no secret) stays.
 */
function takePrf<R extends RegistrationResponseJSON | AuthenticationResponseJSON>(response: R): CeremonyResult<R> {
  const results = response.clientExtensionResults as Record<string, unknown>
  const prf = results['prf'] as { enabled?: boolean; results?: { first?: unknown } } | undefined
  const output = asBytes(prf?.results?.first)
  const extensions: Record<string, unknown> = { ...results }
  if (prf) extensions['prf'] = prf.enabled === undefined ? {} : { enabled: prf.enabled }
  return { response: { ...response, clientExtensionResults: extensions }, ...(output && output.length === 32 && { prf: output }) }
}

/** A browser's refusal as the frame reports it: the person cancelled (`aborted`), or the passkey could not be used. */
function toCeremonyFailure(error: unknown): FrameFailure {
  const name = (error as { name?: string; cause?: { name?: string } })?.cause?.name ?? (error as { name?: string })?.name
  if (name === 'NotAllowedError' || name === 'AbortError') return new FrameFailure('aborted', 'The passkey request was cancelled or timed out')
  if (name === 'InvalidStateError') return new FrameFailure('login_taken', 'This authenticator already holds a passkey for this wallet')
  return new FrameFailure('passkey_refused', error instanceof Error ? error.message : 'This passkey could not be used')
}

/** Makes a passkey from the API's options, asking the authenticator for PRF over `salt` (evaluated where it can at creation). */
export async function createPasskey(options: PublicKeyCredentialCreationOptionsJSON, salt: Uint8Array): Promise<CeremonyResult<RegistrationResponseJSON>> {
  const extensions = { ...options.extensions, credProps: true, prf: { eval: { first: salt } } }
  try {
    return takePrf(await startRegistration({ optionsJSON: { ...options, extensions } as PublicKeyCredentialCreationOptionsJSON }))
  } catch (error) {
    throw toCeremonyFailure(error)
  }
}

/** Asks for an assertion from the API's options (or local ones, to read PRF only), with PRF over `salt`. */
export async function assertPasskey(options: PublicKeyCredentialRequestOptionsJSON, salt: Uint8Array): Promise<CeremonyResult<AuthenticationResponseJSON>> {
  const extensions = { ...options.extensions, prf: { eval: { first: salt } } }
  try {
    return takePrf(await startAuthentication({ optionsJSON: { ...options, extensions } as PublicKeyCredentialRequestOptionsJSON }))
  } catch (error) {
    throw toCeremonyFailure(error)
  }
}

/**
 * The PRF output of a passkey just made, when the authenticator gave none at creation (most
 * do not yet): one more assertion, local only (its challenge is random and nothing is sent).
 */
export async function readPrf(credentialId: string, rpId: string, salt: Uint8Array): Promise<Uint8Array | undefined> {
  const challenge = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  const { prf } = await assertPasskey({ challenge, rpId, allowCredentials: [{ id: credentialId, type: 'public-key' }], userVerification: 'required', timeout: 120_000 }, salt)
  return prf
}
