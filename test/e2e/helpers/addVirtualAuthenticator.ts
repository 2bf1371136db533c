import type { BrowserContext, CDPSession, Page } from 'playwright-core'

/** A CDP virtual authenticator of one page, and what it holds. */
export interface VirtualAuthenticator {
  cdp: CDPSession
  id: string
  /** The passkeys it holds (with their private keys), to carry to another browser profile. */
  credentials(): Promise<VirtualCredential[]>
  /** Puts passkeys another authenticator made into this one. */
  add(credentials: readonly VirtualCredential[]): Promise<void>
}

/** A passkey as CDP's WebAuthn domain gives and takes it. */
export interface VirtualCredential {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

/**
 * Gives `page` (and the frames in it) a platform authenticator through CDP's WebAuthn domain,
 * as Chromium tests passkeys headless: CTAP 2.1, resident keys, user verification done,
 * presence simulated, and the PRF extension unless `prf: false`.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page, options: { prf?: boolean } = {}): Promise<VirtualAuthenticator> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf: options.prf !== false,
    },
  })
  return {
    cdp,
    id: authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as VirtualCredential[],
    async add(credentials) {
      for (const credential of credentials) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
    },
  }
}
