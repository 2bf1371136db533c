import type { StatusAPIResponse } from '@farcaster/auth-client'

/** A channel as the Farcaster client sees it: what it is asked to sign, and whether it answered. */
export type ChannelRequest = Pick<StatusAPIResponse, 'state' | 'signatureParams' | 'nonce' | 'fid' | 'username'>

/**
 * Reads a channel from the relay with the client's relay key (which never takes the result
 * from the app); `undefined` when the relay does not know it (expired or already collected).
 */
export async function readChannelRequest(relayUrl: string, authKey: string, channelToken: string): Promise<ChannelRequest | undefined> {
  const response = await fetch(`${relayUrl}/v1/channel/status`, {
    headers: { authorization: `Bearer ${channelToken}`, 'x-farcaster-auth-relay-key': authKey },
  })
  if (response.status === 401) return undefined
  if (!response.ok) throw new Error(`The relay answered ${response.status}`)
  return (await response.json()) as ChannelRequest
}
