import type { FarcasterSignInOptions } from '../../farcaster/createFarcasterSignIn.js'
import type { SocialProvidersConfig } from '../../social/SocialProviderConfig.js'
import type { Mailer } from '../mail/createMailer.js'

/** The embedded wallet's resolved settings, shared by its routes. */
export interface EmbeddedContext {
  frameOrigins: readonly string[]
  recoveryKey: string
  recoveryPublicKey: string
  recoveryKeyId: string
  mailer: Mailer
  sessionTtlSeconds: number
  /** Seconds between two login emails to one address (SPEC §9: 30 unless a test stack says less). */
  loginEmailIntervalSeconds: number
  social?: SocialProvidersConfig
  farcaster?: Omit<FarcasterSignInOptions, 'relayUrl'> & { relayUrl?: string }
  /** The passkeys' relying party: an operator-set id (else each frame origin's host name) and name. */
  passkeys: { rpId?: string; rpName: string }
}
