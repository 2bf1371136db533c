import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { isAddress, type Address, type Hex } from 'viem'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import { ApiError, serverMessages } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { verifyProfileSignature } from '../names/verifyProfileSignature.js'
import { loadServerSecret } from '../sessions/loadServerSecret.js'
import { issueSessionNonce, spendSessionNonce } from '../sessions/sessionNonce.js'
import { createMessage, revokeMessage, toSessionView, type SessionRow } from '../sessions/SessionRow.js'
import { signSessionToken, verifySessionToken } from '../sessions/sessionToken.js'

const hexSig = z.string().regex(/^0x[0-9a-fA-F]+$/, 'expected a hex signature')
const idParam = z.object({ id: z.string().uuid('expected a session id') })
const createBody = z.object({
  address: z.string().refine((a) => isAddress(a, { strict: false }), 'expected an 0x address'),
  chainId: z.string().regex(/^eip155:\d{1,12}$/, 'expected an eip155 CAIP-2 id'),
  permissions: z.array(z.unknown()).max(50).default([]),
  nonce: z.string().regex(/^[0-9a-f]{32}$/, 'expected a nonce from POST /v1/sessions/nonce'),
  notBefore: z.number().int().positive(),
  expiresAt: z.number().int().positive(),
  signature: hexSig,
}).refine((b) => b.expiresAt > b.notBefore, { message: 'must be after notBefore', path: ['expiresAt'] })
const revokeBody = z.object({ pci: z.string().min(1).max(200), signature: hexSig })

/**
 * Sessions: a wallet takes a one-use nonce (`POST /v1/sessions/nonce`), signs it with the
 * session's window, and opens the session (`POST /v1/sessions`), getting a token; the nonce is
 * spent, so the signature opens nothing else. The window must end in the future and within
 * `maxSessionSeconds` (30 days by default) of now. Reading (`GET /v1/sessions/{id}`) and
 * revoking need the token in the Authorization header (never the URL, where logs and
 * Referer headers keep it), and revoking also needs the wallet's signature over the pci.
 */
export function sessionRoutes(ctx: ApiContext): Hono<ApiEnv> {
  let secret: Promise<string> | undefined
  const getSecret = () => (secret ??= loadServerSecret(ctx.db, 'session_jwt'))
  const load = async (c: Context<ApiEnv>): Promise<SessionRow> => {
    const { id } = parseInput(idParam, c.req.param(), 'path')
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (!token) throw new ApiError(401, serverMessages.jwtInvalid)
    const claims = verifySessionToken(token, await getSecret())
    if (claims.sub !== id || claims.aud !== c.var.project.id) throw new ApiError(401, serverMessages.jwtInvalid)
    const row = (await ctx.db.query<SessionRow>('SELECT * FROM sessions WHERE id = $1', [id])).rows[0]
    if (!row) throw new ApiError(404, 'Session not found')
    return row
  }
  return new Hono<ApiEnv>()
    .post('/v1/sessions/nonce', ctx.limit('sessions'), async (c) => c.json(await issueSessionNonce(ctx.db, c.var.project.id), 201))
    .post('/v1/sessions', ctx.limit('sessions'), async (c) => {
      const b = await readJsonBody(c, createBody)
      const projectId = c.var.project.id
      const now = Math.floor(Date.now() / 1000)
      if (b.expiresAt <= now) throw new ApiError(400, "Invalid body field 'expiresAt': the window has already ended", 'expiresAt')
      if (b.expiresAt > now + ctx.maxSessionSeconds) {
        throw new ApiError(400, `Invalid body field 'expiresAt': a session ends at most ${ctx.maxSessionSeconds} seconds from now`, 'expiresAt')
      }
      const message = createMessage({ projectId, chainId: b.chainId, nonce: b.nonce, notBefore: b.notBefore, expiresAt: b.expiresAt })
      if (!(await verifyProfileSignature({ address: b.address as Address, message, signature: b.signature as Hex }, ctx.evm?.client))) {
        throw new ApiError(401, 'Invalid signature')
      }
      if (!(await spendSessionNonce(ctx.db, projectId, b.nonce))) {
        throw new ApiError(401, "Invalid body field 'nonce': unknown, expired or already used", 'nonce')
      }
      const id = randomUUID()
      const pci = `0x${randomUUID().replace(/-/g, '')}`
      await ctx.db.query(
        `INSERT INTO sessions (id, project_id, address, chain_id, pci, permissions, not_before, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, projectId, b.address, b.chainId, pci, JSON.stringify(b.permissions), new Date(b.notBefore * 1000), new Date(b.expiresAt * 1000)],
      )
      const token = signSessionToken({ sub: id, aud: projectId, iat: Math.floor(Date.now() / 1000), nbf: b.notBefore, exp: b.expiresAt }, await getSecret())
      return c.json({ id, pci, token }, 201)
    })
    .get('/v1/sessions/:id', async (c) => c.json(toSessionView(await load(c))))
    .post('/v1/sessions/:id/revoke', async (c) => {
      const row = await load(c)
      const b = await readJsonBody(c, revokeBody)
      if (b.pci !== row.pci) throw new ApiError(400, "Invalid body field 'pci': does not match the session", 'pci')
      const ok = await verifyProfileSignature({ address: row.address as Address, message: revokeMessage(row.pci), signature: b.signature as Hex }, ctx.evm?.client)
      if (!ok) throw new ApiError(401, 'Invalid signature')
      await ctx.db.query('UPDATE sessions SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1', [row.id])
      return c.json({ success: true })
    })
}
