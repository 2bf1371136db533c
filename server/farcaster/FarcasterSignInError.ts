import { AirlockError, type AirlockErrorOptions } from '../../errors/AirlockError.js'

/** Stable codes of a Sign In With Farcaster failure. */
export type FarcasterSignInErrorCode =
  /** The relay does not know the channel: never opened, expired, or its result already taken. */
  | 'FARCASTER_CHANNEL_EXPIRED'
  /** The relay or the chain holding the IdRegistry could not be reached or answered oddly. */
  | 'FARCASTER_UNAVAILABLE'
  /** The message is not a valid sign-in message (statement, chain id 10, one fid resource, times). */
  | 'FARCASTER_MESSAGE_INVALID'
  /** Wrong nonce or domain, a bad signature, or a signer that is neither the fid's custody nor an auth address. */
  | 'FARCASTER_SIGNATURE_INVALID'

/** A Farcaster sign-in that could not be checked or was refused; match on `code`. */
export class FarcasterSignInError extends AirlockError {
  override name = 'FarcasterSignInError'
  declare readonly code: FarcasterSignInErrorCode

  constructor(code: FarcasterSignInErrorCode, shortMessage: string, options?: AirlockErrorOptions) {
    super(code, shortMessage, options)
  }
}
