import { recoveryKeyId, recoveryPublicKey } from '../../frame/custody/recoverySuite.js'
import { createMailer } from '../mail/createMailer.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import type { EmbeddedOptions } from './EmbeddedOptions.js'

const WEEK_SECONDS = 7 * 24 * 60 * 60

/** Checks the embedded wallet's options and opens its mailer; a bad value throws naming it. */
export function createEmbeddedContext(options: EmbeddedOptions): EmbeddedContext {
  const frameOrigins = options.frameOrigins.map((origin) => {
    const parsed = new URL(origin)
    if (parsed.origin !== origin.replace(/\/+$/, '')) throw new TypeError(`Invalid frame origin: ${origin}`)
    return parsed.origin
  })
  if (!frameOrigins.length) throw new TypeError('Invalid embedded options: frameOrigins is empty')
  const publicKey = recoveryPublicKey(options.recoveryKey)
  return {
    frameOrigins,
    recoveryKey: options.recoveryKey,
    recoveryPublicKey: publicKey,
    recoveryKeyId: recoveryKeyId(publicKey),
    mailer: createMailer(options.mail),
    sessionTtlSeconds: options.sessionTtlSeconds ?? WEEK_SECONDS,
    ...(options.social && { social: options.social }),
    ...(options.farcaster && { farcaster: options.farcaster }),
  }
}
