import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoFid } from '../devnet/farcaster/startFarcasterChain.js'
import type { ChannelRequest } from './readChannelRequest.js'

/** What {@link approveSignIn} needs: the relay, the channel, what it asks, and who approves. */
export interface ApproveSignIn {
  relayUrl: string
  authKey: string
  /** The chain holding the registries (the client's view of Farcaster). */
  rpcUrl: string
  channelToken: string
  request: ChannelRequest
  user: DemoFid
  /** Where the user's avatar is served. */
  pfpUrl: string
}

/**
 * What a Farcaster client does when a person approves: builds the Sign In With Farcaster
 * message from the channel's parameters (auth-client's builder: statement, chain id 10, the
 * fid resource), signs it with the fid's custody key, and completes the channel on the relay.
 */
export async function approveSignIn(input: ApproveSignIn): Promise<void> {
  const { signatureParams: p } = input.request
  const client = createWalletClient({ relay: input.relayUrl, ethereum: viemConnector({ rpcUrl: input.rpcUrl }) })
  const custody = privateKeyToAccount(input.user.custody.privateKey)
  const built = client.buildSignInMessage({
    address: custody.address,
    fid: input.user.fid,
    domain: p.domain,
    uri: p.siweUri,
    nonce: p.nonce ?? input.request.nonce,
    ...(p.notBefore && { notBefore: new Date(p.notBefore) }),
    ...(p.expirationTime && { expirationTime: new Date(p.expirationTime) }),
    ...(p.requestId && { requestId: p.requestId }),
  })
  if (built.isError) throw built.error ?? new Error('The sign-in message could not be built')
  const signature = await custody.signMessage({ message: built.message })
  const answer = await client.authenticate({
    channelToken: input.channelToken,
    authKey: input.authKey,
    message: built.message,
    signature,
    fid: input.user.fid,
    username: input.user.username,
    displayName: input.user.displayName,
    bio: input.user.bio,
    pfpUrl: input.pfpUrl,
    authMethod: 'custody',
  })
  if (answer.isError || answer.response.status !== 201) throw new Error(`The relay refused the answer (${answer.response?.status ?? 'unreachable'})`)
}
