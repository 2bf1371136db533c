import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { isAncestorAllowed } from '../../frame/frameAncestors.js'
import { createFarcasterSignIn, type FarcasterSignIn } from '../../farcaster/createFarcasterSignIn.js'
import { FarcasterSignInError } from '../../farcaster/FarcasterSignInError.js'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { deviceIdInput } from './embeddedInput.js'
import { embeddedLimit } from './embeddedLimit.js'
import { hashSecret } from './hashSecret.js'
import { describeDevice } from './passkeys/describeDevice.js'
import { signInIdentity } from './signInIdentity.js'

/** How long a Farcaster sign-in waits for the person, as the relay keeps its channels. */
const FARCASTER_LOGIN_TTL_SECONDS = 600

const beginBody = z.object({ deviceId: deviceIdInput, siweUri: z.url().max(2048) })
const pollBody = z.object({ id: z.uuid(), deviceId: deviceIdInput })

function toApiError(error: unknown): unknown {
  if (!(error instanceof FarcasterSignInError)) return error
  switch (error.code) {
    case 'FARCASTER_CHANNEL_EXPIRED':
      return new ApiError(409, error.shortMessage, 'id', { code: 'code_expired' })
    case 'FARCASTER_UNAVAILABLE':
      return new ApiError(502, error.shortMessage, undefined, { code: 'backend_unavailable' })
    default:
      return new ApiError(400, 'The Farcaster sign-in could not be verified', undefined, { code: 'invalid_input' })
  }
}

/**
 * Sign In With Farcaster (SPEC §7 connect Farcaster, Farcaster URI): `POST farcaster/begin`
 * opens a channel on the relay for the host app's origin and answers its URL (QR, link);
 * the channel token, nonce and domain stay here. `POST farcaster/poll` answers `pending`
 * until the person approved in their Farcaster client, then verifies the signed message
 * against the fid's custody or auth address on chain and opens a session for that fid's
 * user, the same user every time.
 */
export function farcasterSignInRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  let farcaster: FarcasterSignIn | undefined
  const signIn = () => {
    if (!embedded.farcaster) throw new ApiError(503, 'Farcaster sign-in is not configured on this server', undefined, { code: 'unsupported' })
    return (farcaster ??= createFarcasterSignIn({ ...embedded.farcaster, relayUrl: embedded.farcaster.relayUrl ?? deps.publicUrl() }))
  }
  return new Hono<EmbeddedEnv>()
    .post('/farcaster/begin', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, beginBody)
      const app = new URL(b.siweUri)
      if (!isAncestorAllowed(app.origin, c.var.project.allowedOrigins)) {
        throw new ApiError(400, "Invalid body field 'siweUri': not an origin of this project", 'siweUri', { code: 'invalid_input' })
      }
      let channel
      try {
        channel = await signIn().begin({ domain: app.host, siweUri: app.origin })
      } catch (error) {
        throw toApiError(error)
      }
      const id = randomUUID()
      await db.query('DELETE FROM embedded_farcaster_logins WHERE expires_at < now()')
      await db.query(
        `INSERT INTO embedded_farcaster_logins (id, project_id, device_hash, channel_token, nonce, domain, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [id, c.var.project.id, hashSecret(b.deviceId), channel.channelToken, channel.nonce, channel.domain, FARCASTER_LOGIN_TTL_SECONDS],
      )
      return c.json({ id, url: channel.url })
    })
    .post('/farcaster/poll', async (c) => {
      const b = await readJsonBody(c, pollBody)
      const deviceHash = hashSecret(b.deviceId)
      const { rows } = await db.query<{ channel_token: string; nonce: string; domain: string }>(
        `SELECT channel_token, nonce, domain FROM embedded_farcaster_logins
         WHERE id = $1 AND project_id = $2 AND device_hash = $3 AND expires_at > now()`,
        [b.id, c.var.project.id, deviceHash],
      )
      const login = rows[0]
      if (!login) throw new ApiError(409, 'This Farcaster sign-in has expired; start again', 'id', { code: 'code_expired' })
      let identity
      try {
        identity = await signIn().poll({ channelToken: login.channel_token, nonce: login.nonce, domain: login.domain })
      } catch (error) {
        await db.query('DELETE FROM embedded_farcaster_logins WHERE id = $1', [b.id])
        throw toApiError(error)
      }
      if (!identity) return c.json({ state: 'pending' as const })
      // The relay hands a result out once: this login is over whatever happens next.
      await db.query('DELETE FROM embedded_farcaster_logins WHERE id = $1', [b.id])
      const userName = identity.username ?? `fid ${identity.fid}`
      const signedIn = await signInIdentity({ db, sessionTtlSeconds: embedded.sessionTtlSeconds }, c.var.project.id, { provider: 'farcaster', subject: String(identity.fid), userName }, deviceHash, describeDevice(c.req.header('user-agent')))
      return c.json({ state: 'completed' as const, ...signedIn, fid: identity.fid })
    })
}
