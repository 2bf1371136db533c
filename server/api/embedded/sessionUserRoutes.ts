import { Hono } from 'hono'
import { relyingParty } from './passkeys/relyingParty.js'
import { z } from 'zod'
import { readJsonBody } from '../http/readJsonBody.js'
import { CODE_DIGITS, CODE_MAX_WRONG_TRIES, CODE_TTL_SECONDS } from './codeRules.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { readUserView } from './readUserView.js'
import { requireSession, sessionExpired } from './requireSession.js'

const accountType = z.enum(['eoa', 'smartAccount'])
/**
 * SPEC §3/§7 set preferred account: the types to change, per namespace (the others stay);
 * `preferredAccountType` alone is the eip155 one, as frames before the map send it.
 */
const patchBody = z
  .strictObject({
    // Smart accounts are EVM ones: Solana's type is always the regular account.
    preferredAccountTypes: z.strictObject({ eip155: accountType.optional(), solana: z.literal('eoa').optional() }).optional(),
    preferredAccountType: accountType.optional(),
  })
  .refine((b) => b.preferredAccountType !== undefined || Object.values(b.preferredAccountTypes ?? {}).some(Boolean), 'expected preferredAccountTypes with at least one namespace')

/**
 * `GET config` (the operator's recovery public key and the code rules), and for a signed-in
 * user `GET me`, `PATCH me` (preferred account type per namespace) and `POST signout`.
 */
export function sessionUserRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const session = requireSession(db)
  return new Hono<EmbeddedEnv>()
    .get('/config', (c) =>
      c.json({
        recoveryPublicKey: embedded.recoveryPublicKey,
        recoveryKeyId: embedded.recoveryKeyId,
        codeDigits: CODE_DIGITS,
        codeTtlSeconds: CODE_TTL_SECONDS,
        maxWrongTries: CODE_MAX_WRONG_TRIES,
        emailIntervalSeconds: embedded.loginEmailIntervalSeconds,
        // The relying party the frame's passkeys belong to (its own host name, or the operator's domain).
        passkeyRpId: relyingParty(embedded, c.req.header('origin')).rpId,
      }),
    )
    .get('/me', session, async (c) => {
      const user = await readUserView(db, c.var.session.userId)
      if (!user) throw sessionExpired()
      return c.json(user)
    })
    .patch('/me', session, async (c) => {
      const b = await readJsonBody(c, patchBody)
      const changed = { ...(b.preferredAccountType && { eip155: b.preferredAccountType }), ...b.preferredAccountTypes }
      // The map takes the changed entries; the single column stays the eip155 one (see readUserView).
      await db.query(
        `UPDATE embedded_users SET preferred_account_types = preferred_account_types || $2::jsonb,
           preferred_account_type = COALESCE($3, preferred_account_type), updated_at = now() WHERE id = $1`,
        [c.var.session.userId, JSON.stringify(changed), changed.eip155 ?? null],
      )
      return c.json(await readUserView(db, c.var.session.userId))
    })
    .post('/signout', session, async (c) => {
      await db.query('UPDATE embedded_sessions SET revoked_at = now() WHERE token_hash = $1', [c.var.session.tokenHash])
      return c.json({ success: true })
    })
}
