/** The Sign In With Farcaster relay the API serves (for the local stack, or a self-hosted client). */
export interface FarcasterRelayOptions {
  /**
   * The key a trusted Farcaster client sends as `X-Farcaster-Auth-Relay-Key` to complete a
   * channel; without it anyone holding a channel token could answer for any fid.
   */
  authKey: string
  /** The Farcaster client page a channel's `url` opens (`?channelToken=…` is added). */
  clientUrl: string
  /** How long a channel waits for its sign-in, in seconds. Default 600. */
  channelTtlSeconds?: number
  /** An RPC URL of the chain holding the IdRegistry (Optimism, or the local chain 10): completed channels then carry the fid's custody address. */
  rpcUrl?: string
}
