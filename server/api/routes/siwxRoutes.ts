import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import { findEvmChain } from '../ApiContext.js'
import { ApiError, serverMessages } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { loadServerSecret } from '../sessions/loadServerSecret.js'
import { issueSessionNonce, spendSessionNonce } from '../sessions/sessionNonce.js'
import { signSessionToken, verifySessionToken } from '../sessions/sessionToken.js'
import { checkSignInTarget } from '../siwx/checkSignInTarget.js'
import { publicSolanaNetworks, verifySiwxMessage, type SignInNetworks } from '../siwx/verifySiwxMessage.js'

const signedBody = z.object({ message: z.string().min(1).max(4000), signature: z.string().min(1).max(20_000) })
const tokenBody = z.object({ token: z.string().min(1).max(2000) })

interface SiwxRow {
  id: string
  chain_id: string
  address: string
  domain: string
  issued_at: Date
  expires_at: Date
  revoked_at: Date | null
}

const view = (row: SiwxRow) => ({
  id: row.id,
  chainId: row.chain_id,
  address: row.address,
  domain: row.domain,
  issuedAt: new Date(row.issued_at).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
})

/**
 * Sign-in with a signed message. `POST /v1/siwx/nonce` issues a one-use nonce; `POST
 * /v1/siwx/sessions { message, signature }` verifies the message (EIP-4361 or Sign In With
 * Solana: signature, time window, a nonce this server issued to the project, a chain this
 * server serves, and a domain and URI on one of the project's allowed origins, the calling
 * page's when the request names one) and answers `{ id, token, chainId, address, expiresAt }`.
 * `POST /v1/siwx/session { token }` answers the live session behind a token (401 once revoked
 * or expired): what `verifySiwxSession` in `airlock/server` calls. `POST /v1/siwx/session/revoke
 * { token }` ends it. A session lasts until its message's expirationTime, at most
 * `maxSessionSeconds`.
 */
export function siwxRoutes(ctx: ApiContext): Hono<ApiEnv> {
  let secret: Promise<string> | undefined
  const getSecret = () => (secret ??= loadServerSecret(ctx.db, 'siwx_jwt'))
  const networks: SignInNetworks = {
    // The chains this API serves; Ethereum mainnet too when it reads ENS there.
    evmClient: (chainId) => findEvmChain(ctx, chainId)?.client ?? (chainId === 'eip155:1' ? ctx.ens?.client : undefined),
    solana: [...publicSolanaNetworks, ...(ctx.solana ? [ctx.solana.caipNetworkId] : [])],
  }
  const load = async (c: Context<ApiEnv>): Promise<SiwxRow> => {
    const { token } = await readJsonBody(c, tokenBody)
    const claims = verifySessionToken(token, await getSecret())
    if (claims.aud !== c.var.project.id) throw new ApiError(401, serverMessages.jwtInvalid)
    const row = (await ctx.db.query<SiwxRow>('SELECT * FROM siwx_sessions WHERE id = $1 AND project_id = $2', [claims.sub, claims.aud])).rows[0]
    if (!row) throw new ApiError(404, 'Session not found')
    if (row.revoked_at) throw new ApiError(401, 'Session revoked', 'token', { code: 'session_revoked' })
    return row
  }
  return new Hono<ApiEnv>()
    .post('/v1/siwx/nonce', ctx.limit('sessions'), async (c) => c.json(await issueSessionNonce(ctx.db, c.var.project.id), 201))
    .post('/v1/siwx/sessions', ctx.limit('sessions'), async (c) => {
      const body = await readJsonBody(c, signedBody)
      const projectId = c.var.project.id
      const signIn = await verifySiwxMessage(body.message, body.signature, networks)
      checkSignInTarget(signIn, c.var.project.allowedOrigins, c.req.header('origin'))
      const now = Date.now()
      const expiresAt = new Date(Math.min(signIn.expiresAt?.getTime() ?? Infinity, now + ctx.maxSessionSeconds * 1000))
      if (!(await spendSessionNonce(ctx.db, projectId, signIn.nonce))) {
        throw new ApiError(401, "Invalid body field 'message': its nonce is unknown, expired or already used", 'message', { code: 'nonce_spent' })
      }
      const id = randomUUID()
      await ctx.db.query(
        `INSERT INTO siwx_sessions (id, project_id, chain_id, address, domain, message, signature, issued_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, projectId, signIn.chainId, signIn.address, signIn.domain, body.message, body.signature, signIn.issuedAt, expiresAt],
      )
      const seconds = (date: Date | number) => Math.floor(new Date(date).getTime() / 1000)
      const token = signSessionToken({ sub: id, aud: projectId, iat: seconds(now), nbf: seconds(now), exp: seconds(expiresAt) }, await getSecret())
      return c.json({ id, token, chainId: signIn.chainId, address: signIn.address, expiresAt: expiresAt.toISOString() }, 201)
    })
    .post('/v1/siwx/session', async (c) => c.json(view(await load(c))))
    .post('/v1/siwx/session/revoke', async (c) => {
      const row = await load(c)
      await ctx.db.query('UPDATE siwx_sessions SET revoked_at = now() WHERE id = $1', [row.id])
      return c.json({ success: true })
    })
}
