/** A relay channel as stored. */
export interface ChannelRow {
  token: string
  nonce: string
  state: 'pending' | 'completed'
  request: ChannelRequest
  metadata: { ip: string; userAgent: string }
  accept_auth_address: boolean
  result: ChannelResult | null
  expires_at: Date
}

/** What the app asked to be signed (FIP-11's signature parameters). */
export interface ChannelRequest {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

/** What the Farcaster client answered. */
export interface ChannelResult {
  message: string
  signature: `0x${string}`
  fid: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  authMethod?: 'custody' | 'authAddress'
  custody?: `0x${string}`
  verifications: string[]
}

/** The relay's answer about a channel, in the shape @farcaster/auth-client reads (StatusAPIResponse). */
export function toChannelStatus(row: ChannelRow, url: string) {
  return {
    state: row.state,
    nonce: row.nonce,
    url,
    connectUri: url,
    ...(row.result ?? {}),
    signatureParams: row.request,
    metadata: row.metadata,
    acceptAuthAddress: row.accept_auth_address,
  }
}
