import { recoveryKeyId, recoveryPublicKey } from '../../frame/custody/recoverySuite.js'
import { createMailer } from '../mail/createMailer.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import type { EmbeddedOptions } from './EmbeddedOptions.js'
import { LOGIN_EMAIL_INTERVAL_SECONDS } from './codeRules.js'

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
  const rpId = options.passkeys?.rpId
  const interval = options.loginEmailIntervalSeconds ?? LOGIN_EMAIL_INTERVAL_SECONDS
  if (!Number.isInteger(interval) || interval < 1) throw new TypeError(`Invalid loginEmailIntervalSeconds: ${interval} (a whole number of seconds, at least 1)`)
  if (rpId !== undefined && !isRelyingPartyFor(rpId, frameOrigins)) throw new TypeError(`Invalid passkeys.rpId: ${rpId} (a domain every frame origin is, or is under)`)
  return {
    frameOrigins,
    recoveryKey: options.recoveryKey,
    recoveryPublicKey: publicKey,
    recoveryKeyId: recoveryKeyId(publicKey),
    mailer: createMailer(options.mail),
    sessionTtlSeconds: options.sessionTtlSeconds ?? WEEK_SECONDS,
    loginEmailIntervalSeconds: interval,
    passkeys: { ...(rpId && { rpId }), rpName: options.passkeys?.rpName ?? 'Airlock' },
    ...(options.social && { social: options.social }),
    ...(options.farcaster && { farcaster: options.farcaster }),
  }
}

/** A passkey's relying-party id must be a domain (never an IP address) that each frame's host name is, or ends in. */
function isRelyingPartyFor(rpId: string, frameOrigins: readonly string[]): boolean {
  if (!/^[a-z0-9.-]+$/.test(rpId) || /^[\d.]+$/.test(rpId)) return false
  return frameOrigins.every((origin) => {
    const host = new URL(origin).hostname
    return host === rpId || host.endsWith(`.${rpId}`)
  })
}
