import { randomBytes } from 'node:crypto'
import type { StepUpAction } from '../../../../adapters/embedded/protocol/stepUpActions.js'
import type { Queryable } from '../../db/Database.js'
import { ApiError } from '../../http/ApiError.js'
import type { EmbeddedSession } from '../EmbeddedEnv.js'
import { hashSecret } from '../hashSecret.js'

/** A step-up token unlocks its one action for this long, once. */
export const STEP_UP_TTL_SECONDS = 5 * 60

/** The header a guarded request carries its step-up token in. */
export const STEP_UP_HEADER = 'airlock-step-up'

/** The answer to a guarded request without a live step-up for it (the client asks for one, then retries). */
export const stepUpRequired = (action: StepUpAction) =>
  new ApiError(403, 'Confirm it is you with your passkey or authenticator app first', 'stepUp', { code: 'step_up_required', action })

/**
 * Records a step-up the person just made (a verified assertion or TOTP code) for one action of
 * one session (and, for a send, one transaction). The token (256 random bits) is returned once
 * and stored as its hash.
 */
export async function grantStepUp(db: Queryable, session: EmbeddedSession, grant: { action: StepUpAction; subject: string | null; method: 'passkey' | 'totp' }): Promise<{ stepUp: string; expiresAt: number }> {
  const token = `stu_${randomBytes(32).toString('base64url')}`
  await db.query('DELETE FROM embedded_step_ups WHERE expires_at < now()')
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO embedded_step_ups (token_hash, user_id, session_hash, action, subject, method, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING expires_at`,
    [hashSecret(token), session.userId, session.tokenHash, grant.action, grant.subject, grant.method, STEP_UP_TTL_SECONDS],
  )
  return { stepUp: token, expiresAt: rows[0]!.expires_at.getTime() }
}

/** Whether the user has turned the second factor on. */
export async function secondFactorOn(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>('SELECT second_factor_at IS NOT NULL AS on FROM embedded_users WHERE id = $1', [userId])
  return rows[0]?.on ?? false
}

// A step-up token made for exactly this action (and subject) by this session, unspent and unexpired.
const live = `token_hash = $1 AND user_id = $2 AND session_hash = $3 AND action = $4 AND subject IS NOT DISTINCT FROM $5
       AND used_at IS NULL AND expires_at > now()`

/** Passes when the second factor is off or the live step-up `token` is there (then spent, with `spend`); else `step_up_required`. */
async function withLiveStepUp(db: Queryable, session: EmbeddedSession, action: StepUpAction, token: string | undefined, subject: string | null, spend: boolean): Promise<void> {
  if (!(await secondFactorOn(db, session.userId))) return
  if (!token || !/^stu_[A-Za-z0-9_-]{43}$/.test(token)) throw stepUpRequired(action)
  const sql = spend ? `UPDATE embedded_step_ups SET used_at = now() WHERE ${live} RETURNING token_hash` : `SELECT token_hash FROM embedded_step_ups WHERE ${live}`
  const { rows } = await db.query(sql, [hashSecret(token), session.userId, session.tokenHash, action, subject])
  if (!rows.length) throw stepUpRequired(action)
}

/**
 * Whether a guarded action may go on without spending its step-up yet, for a step that comes
 * before the one that spends it (key export mails its code only after the step-up, which the
 * code's check then spends): at once when the user's second factor is off; otherwise only with
 * a live, unspent step-up token made for exactly this action (and subject) by this session.
 * @throws ApiError 403 `step_up_required` naming the action.
 */
export function checkStepUp(db: Queryable, session: EmbeddedSession, action: StepUpAction, token: string | undefined, subject: string | null = null): Promise<void> {
  return withLiveStepUp(db, session, action, token, subject, false)
}

/**
 * Lets a guarded action through: at once when the user's second factor is off; otherwise only
 * with a live step-up token made for exactly this action (and subject) by this session,
 * which is spent here, so it serves once.
 * @throws ApiError 403 `step_up_required` naming the action.
 */
export function requireStepUp(db: Queryable, session: EmbeddedSession, action: StepUpAction, token: string | undefined, subject: string | null = null): Promise<void> {
  return withLiveStepUp(db, session, action, token, subject, true)
}

/**
 * Spends a live step-up token made for exactly this action (and subject) by this session,
 * whether the second factor is on or not; false when there is none.
 */
export async function spendStepUp(db: Queryable, session: EmbeddedSession, action: StepUpAction, token: string | undefined, subject: string | null = null): Promise<boolean> {
  if (!token || !/^stu_[A-Za-z0-9_-]{43}$/.test(token)) return false
  const { rows } = await db.query(`UPDATE embedded_step_ups SET used_at = now() WHERE ${live} RETURNING token_hash`, [hashSecret(token), session.userId, session.tokenHash, action, subject])
  return rows.length > 0
}
