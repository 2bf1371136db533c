import { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../../http/ApiError.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import type { EmbeddedDeps } from '../EmbeddedDeps.js'
import type { EmbeddedEnv } from '../EmbeddedEnv.js'
import { requireStepUp, STEP_UP_HEADER } from '../passkeys/stepUpTokens.js'
import { requireSession } from '../requireSession.js'
import { readSessions } from './readSessions.js'

const revokeBody = z.object({ id: z.string().uuid() })

/**
 * The signed-in user's devices and sessions:
 * - `GET sessions`: each live session (how it signed in, the device, when last used, this one marked);
 * - `POST sessions/revoke { id }`: signs one other device out;
 * - `POST sessions/revoke-others`: signs every other device out.
 * With the second factor on, each sign-out needs a step-up for `end_sessions`. This device
 * signs out with `POST signout`.
 */
export function sessionRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db } = deps
  const session = requireSession(db)
  return new Hono<EmbeddedEnv>()
    .get('/sessions', session, async (c) => c.json(await readSessions(db, c.var.session.userId, c.var.session.tokenHash)))
    .post('/sessions/revoke', session, async (c) => {
      const b = await readJsonBody(c, revokeBody)
      const { userId, tokenHash, id } = c.var.session
      if (b.id === id) throw new ApiError(400, "Invalid body field 'id': this is the device you are using; sign out instead", 'id', { code: 'invalid_input' })
      await requireStepUp(db, c.var.session, 'end_sessions', c.req.header(STEP_UP_HEADER))
      const { rows } = await db.query(
        'UPDATE embedded_sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id',
        [b.id, userId],
      )
      if (!rows.length) throw new ApiError(404, 'This device is not signed in to your wallet', 'id', { code: 'invalid_input' })
      return c.json(await readSessions(db, userId, tokenHash))
    })
    .post('/sessions/revoke-others', session, async (c) => {
      const { userId, tokenHash } = c.var.session
      await requireStepUp(db, c.var.session, 'end_sessions', c.req.header(STEP_UP_HEADER))
      await db.query('UPDATE embedded_sessions SET revoked_at = now() WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL', [userId, tokenHash])
      return c.json(await readSessions(db, userId, tokenHash))
    })
}
