import type { Queryable } from '../../db/Database.js'

/** A way in, as sessions record what opened them: a passkey, or a method (`email`, a provider, `farcaster`) and, when given, which one. */
export type WayIn = { passkeyId: string } | { method: string; subject?: string }

/**
 * Ends the user's live sessions that `way` opened, but `keep` (the token hash of the session
 * that removed it: the person acting now, under a step-up when the second factor is on). A
 * way in that is gone opens nothing any more, so nothing it opened stays open: a lost phone's
 * passkey removed from a laptop signs the phone out.
 * @returns how many sessions ended.
 */
export async function endSessionsOpenedBy(db: Queryable, userId: string, way: WayIn, keep: string): Promise<number> {
  const [condition, value] = 'passkeyId' in way ? ['passkey_id = $3', way.passkeyId] : ['method = $3', way.method]
  const subject = 'subject' in way && way.subject !== undefined ? ' AND method_subject = $4' : ''
  const { rows } = await db.query(
    `UPDATE embedded_sessions SET revoked_at = now()
     WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL AND ${condition}${subject} RETURNING id`,
    [userId, keep, value, ...(subject ? [(way as { subject: string }).subject] : [])],
  )
  return rows.length
}
