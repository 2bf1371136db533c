import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { FarcasterSignInError } from './FarcasterSignInError.js'
import { verifyFarcasterMessage } from './verifyFarcasterMessage.js'

/** Options of {@link createFarcasterSignIn}. */
export interface FarcasterSignInOptions {
  /** The relay's base URL: Farcaster's (`https://relay.farcaster.xyz`) in production, the API under the local stack. */
  relayUrl: string
  /** An RPC URL of Optimism (chain id 10), or of the local Farcaster chain. */
  rpcUrl: string
}

/** The app a person signs in to: its domain (host[:port]) and the URI the message names. */
export interface FarcasterSignInRequest {
  domain: string
  siweUri: string
  requestId?: string
  /** ISO 8601; the message is refused after it. */
  expirationTime?: string
}

/** A channel opened for one sign-in: show `url` (QR and link); keep the rest server-side. */
export interface FarcasterChannel {
  channelToken: string
  url: string
  nonce: string
  /** The domain the message must name, as asked in `begin`. */
  domain: string
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
  begin(request: FarcasterSignInRequest): Promise<FarcasterChannel>
  /**
   * Reads the channel: `undefined` while the person has not answered; once they have, the
   * message is verified against the nonce and domain this backend kept (not ones read from
   * the relay) and the chain, and the person returned. The relay hands a result out once.
   */
  poll(channel: Pick<FarcasterChannel, 'channelToken' | 'nonce' | 'domain'>): Promise<FarcasterIdentity | undefined>
}

/**
 * Creates the Farcaster side of the frame backend over @farcaster/auth-client: channels on a
 * FIP-11 relay and verification against the registries on chain 10.
 * @example
 * const farcaster = createFarcasterSignIn({ relayUrl: api.url, rpcUrl: chain.url })
 * const channel = await farcaster.begin({ domain: 'app.example.com', siweUri: 'https://app.example.com' })
 * const person = await farcaster.poll(channel)          // undefined until approved; keep token, nonce, domain
 */
export function createFarcasterSignIn(options: FarcasterSignInOptions): FarcasterSignIn {
  const app = createAppClient({ relay: options.relayUrl.replace(/\/+$/, ''), ethereum: viemConnector({ rpcUrl: options.rpcUrl }) })
  return {
    async begin(request) {
      const response = await app.createChannel({ ...request, acceptAuthAddress: true })
      if (response.isError || response.response.status !== 201) {
        throw new FarcasterSignInError('FARCASTER_UNAVAILABLE', 'The Farcaster relay did not open a channel', { cause: response.error, details: `status ${response.response?.status}` })
      }
      const { channelToken, url, nonce } = response.data
      return { channelToken, url, nonce, domain: request.domain }
    },
    async poll({ channelToken, nonce, domain }) {
      const response = await app.status({ channelToken })
      if (response.isError) throw new FarcasterSignInError('FARCASTER_UNAVAILABLE', 'The Farcaster relay could not be reached', { cause: response.error })
      const { status } = response.response
      if (status === 401) throw new FarcasterSignInError('FARCASTER_CHANNEL_EXPIRED', 'This Farcaster sign-in has expired; start again')
      if (status === 202) return undefined
      const data = response.data
      if (status !== 200 || data.state !== 'completed' || !data.message || !data.signature) {
        throw new FarcasterSignInError('FARCASTER_UNAVAILABLE', 'The Farcaster relay answered unexpectedly', { details: `status ${status}` })
      }
      const verified = await verifyFarcasterMessage(app, { message: data.message, signature: data.signature, nonce, domain })
      if (data.fid !== undefined && data.fid !== verified.fid) {
        throw new FarcasterSignInError('FARCASTER_SIGNATURE_INVALID', 'The relay named another fid than the signed message')
      }
      const identity: FarcasterIdentity = { fid: verified.fid, signer: verified.signer, authMethod: verified.authMethod }
      for (const key of ['username', 'displayName', 'pfpUrl', 'bio'] as const) if (data[key]) identity[key] = data[key]
      return identity
    },
  }
}
