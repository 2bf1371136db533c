import type { EmbeddedContext } from '../EmbeddedContext.js'

/** Who a passkey belongs to, as the API checks it. */
export interface RelyingParty {
  /** The relying-party id the browser scopes passkeys to: a domain, never an IP address. */
  rpId: string
  /** Shown by the browser when a passkey is made. */
  rpName: string
  /** The origins a ceremony may come from: the frame's. */
  origins: readonly string[]
  /** The app pages the frame may run a ceremony inside (the project's allowlist): a cross-origin ceremony's top origin must be one. */
  appOrigins: readonly string[]
}

/**
 * The relying party of a ceremony asked for from `origin`. Passkeys belong to the frame's
 * origin: its host name is the relying-party id unless the operator names a registrable
 * parent (`passkeys.rpId`, so passkeys outlive a move of the frame between subdomains).
 * An origin that is not a frame's gets the first frame origin's party, which its own
 * browser will then refuse. `appOrigins`: the project's allowlisted origins.
 */
export function relyingParty(embedded: Pick<EmbeddedContext, 'frameOrigins' | 'passkeys'>, origin: string | undefined, appOrigins: readonly string[] = []): RelyingParty {
  const from = origin && embedded.frameOrigins.includes(origin) ? origin : embedded.frameOrigins[0]!
  return {
    rpId: embedded.passkeys.rpId ?? new URL(from).hostname,
    rpName: embedded.passkeys.rpName,
    origins: embedded.frameOrigins,
    appOrigins,
  }
}
