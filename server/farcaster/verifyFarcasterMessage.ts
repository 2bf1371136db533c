import type { AppClient } from '@farcaster/auth-client'
import { FarcasterSignInError } from './FarcasterSignInError.js'

/** What a verified sign-in message proves. */
export interface VerifiedFarcasterMessage {
  fid: number
  /** The address that signed: the fid's custody address or one of its auth addresses. */
  signer: `0x${string}`
  authMethod: 'custody' | 'authAddress'
}

/** The message and signature a Farcaster client returned, and what the app expects of them. */
export interface FarcasterMessageCheck {
  message: string
  signature: `0x${string}`
  /** The nonce this backend gave the channel (never one read back from the answer). */
  nonce: string
  /** The app's domain the message must name. */
  domain: string
  /** Default true: a signature by an auth address registered in the KeyRegistry counts too. */
  acceptAuthAddress?: boolean
}

/**
 * Verifies a Sign In With Farcaster message with @farcaster/auth-client: its form (statement,
 * chain id 10, one fid resource, validity times), nonce and domain, the signature, and that
 * the signer owns the fid in the IdRegistry or holds an auth key for it in the KeyRegistry.
 */
export async function verifyFarcasterMessage(app: AppClient, check: FarcasterMessageCheck): Promise<VerifiedFarcasterMessage> {
  const result = await app.verifySignInMessage({
    message: check.message,
    signature: check.signature,
    nonce: check.nonce,
    domain: check.domain,
    acceptAuthAddress: check.acceptAuthAddress ?? true,
  })
  if (result.isError) {
    const errCode = result.error?.errCode ?? 'unknown'
    const code = errCode === 'unauthorized' ? 'FARCASTER_SIGNATURE_INVALID' : errCode.startsWith('bad_request') ? 'FARCASTER_MESSAGE_INVALID' : 'FARCASTER_UNAVAILABLE'
    throw new FarcasterSignInError(code, 'The Farcaster sign-in message was not accepted', { cause: result.error, details: result.error?.message })
  }
  if (!result.success) throw new FarcasterSignInError('FARCASTER_SIGNATURE_INVALID', 'The Farcaster sign-in message was not accepted')
  return { fid: result.fid, signer: result.data.address, authMethod: result.authMethod }
}
