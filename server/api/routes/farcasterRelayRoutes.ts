import { randomUUID, timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { createPublicClient, http } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import { z } from 'zod'
import { ID_REGISTRY_ADDRESS, idRegistryAbi } from '../../farcaster/farcasterRegistries.js'
import type { Queryable } from '../db/Database.js'
import type { ChannelRow } from '../farcaster/ChannelRow.js'
import { toChannelStatus } from '../farcaster/ChannelRow.js'
import type { FarcasterRelayOptions } from '../farcaster/FarcasterRelayOptions.js'
import type { ApiContext } from '../ApiContext.js'
import { readJsonBody } from '../http/readJsonBody.js'

const isoTime = z.string().datetime({ offset: true, message: 'expected an ISO 8601 time' })
const createBody = z.object({
  siweUri: z.string().url().max(2048),
  domain: z.string().min(1).max(253).regex(/^[^\s/]+$/, 'expected a domain (host[:port])'),
  nonce: z.string().regex(/^[a-zA-Z0-9]{8,96}$/, 'expected 8 to 96 letters and digits').optional(),
  notBefore: isoTime.optional(),
  expirationTime: isoTime.optional(),
  requestId: z.string().max(200).optional(),
  redirectUrl: z.string().url().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})
const authenticateBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/, 'expected a hex signature'),
  fid: z.number().int().positive(),
  username: z.string().max(64).optional(),
  bio: z.string().max(512).optional(),
  displayName: z.string().max(64).optional(),
  pfpUrl: z.string().url().max(2048).optional(),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
})

const unauthorized = (c: Context) => c.json({ message: 'Unauthorized' }, 401)

/**
 * The Sign In With Farcaster relay (FIP-11), as @farcaster/auth-client speaks it: an app opens
 * a channel (`POST /v1/channel` → 201 `{ channelToken, url, connectUri, nonce }`), a trusted
 * Farcaster client completes it with the signed message (`POST /v1/channel/authenticate`,
 * Bearer channel token and the relay key), and the app polls `GET /v1/channel/status`
 * (202 pending, then 200 once with the result, after which the channel is gone). Channels
 * live in the database and expire; an unknown or expired channel answers 401. Opening,
 * answering and polling are rate limited per client address.
 */
export function farcasterRelayRoutes(ctx: ApiContext, options: FarcasterRelayOptions): Hono {
  const { db, limit, clientAddressOf } = ctx
  const ttl = options.channelTtlSeconds ?? 600
  const urlOf = (token: string) => {
    const url = new URL(options.clientUrl)
    url.searchParams.set('channelToken', token)
    return url.href
  }
  const chain = options.rpcUrl ? createPublicClient({ transport: http(options.rpcUrl, { retryCount: 1 }) }) : undefined
  const custodyOf = (fid: number) =>
    chain?.readContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'custodyOf', args: [BigInt(fid)] }).catch(() => undefined)
  const channelOf = async (c: Context): Promise<ChannelRow | undefined> => {
    const token = /^Bearer\s+([\w-]{1,64})$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (!token) return undefined
    const { rows } = await db.query<ChannelRow>('SELECT * FROM farcaster_channels WHERE token = $1 AND expires_at > now()', [token])
    return rows[0]
  }
  const relayKeyMatches = (given: string | undefined) => {
    const a = Buffer.from(given ?? '')
    const b = Buffer.from(options.authKey)
    return a.length === b.length && timingSafeEqual(a, b)
  }

  return new Hono()
    .post('/v1/channel', limit('farcasterChannels'), async (c) => {
      const body = await readJsonBody(c, createBody)
      const token = randomUUID()
      const nonce = body.nonce ?? generateSiweNonce()
      const { acceptAuthAddress = false, ...request } = body
      await db.query('DELETE FROM farcaster_channels WHERE expires_at < now()')
      await db.query(
        `INSERT INTO farcaster_channels (token, nonce, request, metadata, accept_auth_address, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [token, nonce, JSON.stringify({ ...request, nonce }), JSON.stringify({ ip: clientAddressOf(c), userAgent: c.req.header('user-agent') ?? 'Unknown' }), acceptAuthAddress, new Date(Date.now() + ttl * 1000)],
      )
      const url = urlOf(token)
      return c.json({ channelToken: token, url, connectUri: url, nonce }, 201)
    })
    .post('/v1/channel/authenticate', limit('farcasterAnswers'), async (c) => {
      if (!relayKeyMatches(c.req.header('x-farcaster-auth-relay-key'))) return unauthorized(c)
      const channel = await channelOf(c)
      if (!channel) return unauthorized(c)
      const body = await readJsonBody(c, authenticateBody)
      const custody = await custodyOf(body.fid)
      const result = { ...body, signature: body.signature as `0x${string}`, verifications: [], ...(custody && { custody }) }
      // Only a pending channel takes an answer: a second one is refused, never written over the first.
      const { rows } = await db.query<ChannelRow>(
        `UPDATE farcaster_channels SET state = 'completed', result = $2
         WHERE token = $1 AND state = 'pending' AND expires_at > now() RETURNING *`,
        [channel.token, JSON.stringify(result)],
      )
      if (!rows[0]) return c.json({ message: 'This channel has already been answered' }, 409)
      return c.json(toChannelStatus(rows[0], urlOf(channel.token)), 201)
    })
    .get('/v1/channel/status', limit('farcasterPolls'), async (c) => {
      const channel = await channelOf(c)
      if (!channel) return unauthorized(c)
      if (channel.state === 'pending') return c.json(toChannelStatus(channel, urlOf(channel.token)), 202)
      // The Farcaster client (holding the relay key) reads what it is asked to sign, even after
      // answering (a reloaded page): that read never takes the result from the app.
      if (relayKeyMatches(c.req.header('x-farcaster-auth-relay-key'))) return c.json(toChannelStatus(channel, urlOf(channel.token)), 200)
      // The result is handed out once: whoever polls first takes it and the channel closes.
      const { rows } = await db.query<ChannelRow>("DELETE FROM farcaster_channels WHERE token = $1 AND state = 'completed' RETURNING *", [channel.token])
      if (!rows[0]) return unauthorized(c)
      return c.json(toChannelStatus(rows[0], urlOf(channel.token)), 200)
    })
}
