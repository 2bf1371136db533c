import type { FarcasterSignInOptions } from '../../farcaster/createFarcasterSignIn.js'
import type { SocialProvidersConfig } from '../../social/SocialProviderConfig.js'
import type { MailerOptions } from '../mail/createMailer.js'

/** What the API needs to serve the embedded wallet's backend (`/v1/embedded/*`). */
export interface EmbeddedOptions {
  /** The origins the frame is served from. Only they may call `/v1/embedded/*` from a browser. */
  frameOrigins: string[]
  /**
   * The operator's recovery private key (base64url P-256 scalar, see `airlock recovery-key`).
   * It opens the recovery shares of users in automatic recovery: keep it out of the
   * database (an environment variable or a secret store), so a copy of the database alone
   * can never rebuild a key.
   */
  recoveryKey: string
  /** The SMTP server and From address codes and links are sent with. */
  mail: MailerOptions
  /** How long a sign-in lasts; default 7 days. */
  sessionTtlSeconds?: number
  /**
   * The wait between two login emails (and between two key-export emails) to one address, in
   * seconds; default SPEC §9's 30. A shorter wait is for a test stack only.
   */
  loginEmailIntervalSeconds?: number
  /**
   * The social providers people may sign in with, and this backend's callback for each
   * (`localSocialProviders` under the local stack, `readSocialProvidersEnv` in production).
   * Absent, every social login answers `unsupported`.
   */
  social?: SocialProvidersConfig
  /** An Optimism RPC and the Farcaster relay (default: this API's own, `farcasterRelay`). Absent, Farcaster answers `unsupported`. */
  farcaster?: Omit<FarcasterSignInOptions, 'relayUrl'> & { relayUrl?: string }
  /**
   * Passkeys belong to the frame's origin. `rpId`: the relying-party id, by default the frame
   * origin's host name (a domain: browsers refuse an IP address); name a registrable parent
   * (`example.com` for `wallet.example.com`) so passkeys survive a move of the frame between
   * its subdomains. `rpName`: what the browser shows when one is made (default `Airlock`).
   */
  passkeys?: { rpId?: string; rpName?: string }
}
