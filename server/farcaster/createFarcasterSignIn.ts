import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { FarcasterSignInError } from './FarcasterSignInError.js'
import { verifyFarcasterMessage } from './verifyFarcasterMessage.js'

/** Options of {@link createFarcasterSignIn}. */
export interface FarcasterSignInOptions {
  /** The relay's base URL: Farcaster's (`https://relay.farcaster.xyz`) in production, the API under the local stack. */
  relayUrl: string
  /** An RPC URL of Optimism (chain id 10), or of the local Farcaster chain. */
  rpcUrl: string
  /** The app's domain the person signs in to (host[:port]), and the URI the message names. */
  domain: string
  siweUri: string
}

/** A channel opened for one sign-in: show `url` (QR and link); keep `channelToken` and `nonce` server-side. */
export interface FarcasterChannel {
  channelToken: string
  url: string
  nonce: string
}

/** Who signed in with Farcaster, checked against the IdRegistry and KeyRegistry. */
export interface FarcasterIdentity {
  fid: number
  username?: string
  displayName?: string
  pfpUrl?: string
  bio?: string
  /** The address that signed (custody address or auth address). */
  signer: `0x${string}`
  authMethod: 'custody' | 'authAddress'
}

/** Sign In With Farcaster for a backend: open a channel, then poll it until a verified person comes back. */
export interface FarcasterSignIn {
  begin(options?: { requestId?: string; expirationTime?: string }): Promise<FarcasterChannel>
  /**
   * Reads the channel: `undefined` while the person has not answered; once they have, the
   * message is verified against the nonce this backend kept (not one read from the relay)
   * and the chain, and the person returned. The relay hands a result out once.
   */
  poll(channel: { channelToken: string; nonce: string }): Promise<FarcasterIdentity | undefined>
}

/**
 * Creates the Farcaster side of the frame backend over @farcaster/auth-client: channels on a
 * FIP-11 relay and verification against the registries on chain 10.
 * @example
 * const farcaster = createFarcasterSignIn({ relayUrl: api.url, rpcUrl: chain.url, domain: 'app.example.com', siweUri: 'https://app.example.com' })
 * const channel = await farcaster.begin()               // url → QR; keep token + nonce
 * const person = await farcaster.poll(channel)          // undefined until approved
 */
export function createFarcasterSignIn(options: FarcasterSignInOptions): FarcasterSignIn {
  const app = createAppClient({ relay: options.relayUrl.replace(/\/+$/, ''), ethereum: viemConnector({ rpcUrl: options.rpcUrl }) })
  return {
    async begin(extra = {}) {
      const response = await app.createChannel({ siweUri: options.siweUri, domain: options.domain, acceptAuthAddress: true, ...extra })
      if (response.isError || response.response.status !== 201) {
        throw new FarcasterSignInError('FARCASTER_UNAVAILABLE', 'The Farcaster relay did not open a channel', { cause: response.error, details: `status ${response.response?.status}` })
      }
      const { channelToken, url, nonce } = response.data
      return { channelToken, url, nonce }
    },
    async poll({ channelToken, nonce }) {
      const response = await app.status({ channelToken })
      if (response.isError) throw new FarcasterSignInError('FARCASTER_UNAVAILABLE', 'The Farcaster relay could not be reached', { cause: response.error })
      const { status } = response.response
      if (status === 401) throw new FarcasterSignInError('FARCASTER_CHANNEL_EXPIRED', 'This Farcaster sign-in has expired; start again')
      if (status === 202) return undefined
      const data = response.data
      if (status !== 200 || data.state !== 'completed' || !data.message || !data.signature) {
        throw new FarcasterSignInError('FARCASTER_UNAVAILABLE', 'The Farcaster relay answered unexpectedly', { details: `status ${status}` })
      }
      const verified = await verifyFarcasterMessage(app, { message: data.message, signature: data.signature, nonce, domain: options.domain })
      if (data.fid !== undefined && data.fid !== verified.fid) {
        throw new FarcasterSignInError('FARCASTER_SIGNATURE_INVALID', 'The relay named another fid than the signed message')
      }
      const identity: FarcasterIdentity = { fid: verified.fid, signer: verified.signer, authMethod: verified.authMethod }
      for (const key of ['username', 'displayName', 'pfpUrl', 'bio'] as const) if (data[key]) identity[key] = data[key]
      return identity
    },
  }
}
