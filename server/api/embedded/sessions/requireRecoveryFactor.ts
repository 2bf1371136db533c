import type { Queryable } from '../../db/Database.js'
import { ApiError } from '../../http/ApiError.js'
import { SIGN_IN_RECOVERY_SECONDS } from '../createSession.js'
import type { EmbeddedSession } from '../EmbeddedEnv.js'
import { secondFactorOn, spendStepUp, stepUpRequired } from '../passkeys/stepUpTokens.js'

/** The answer to a session past its sign-in's few minutes and without a step-up: it ends, and the person signs in again. */
const signInAgain = () => new ApiError(401, 'Sign in again on this device to use your wallet here', undefined, { code: 'session_expired' })

/**
 * Lets `shares/recover` (the key rebuilt on a device without a share of its own) through only
 * with a fresh factor, never a bearer token alone:
 * - a step-up for `new_device` made by this session just now (an assertion of a passkey the
 *   user still has, or an authenticator-app code), or
 * - the sign-in that opened this session, within its first minutes and once
 *   (`SIGN_IN_RECOVERY_SECONDS`); with the second factor on, only a sign-in by a passkey the
 *   user still has counts, its assertion being the factor, or one on a device an
 *   authenticator-app code approved in the minutes before it (`POST device/totp`: that code is
 *   the factor, single use like a step-up's).
 *
 * A device that made the wallet or stored a split of its own has its sign-in's window closed
 * (it holds its share). Otherwise, with the second factor on, a step-up is asked for
 * (`step_up_required`); with it off, the session ends (`session_expired`) and a new sign-in
 * brings a fresh window.
 */
export async function requireRecoveryFactor(db: Queryable, session: EmbeddedSession, stepUp: string | undefined): Promise<void> {
  const factorOn = await secondFactorOn(db, session.userId)
  if (await spendStepUp(db, session, 'new_device', stepUp)) return
  const { rows } = await db.query(
    `UPDATE embedded_sessions s SET recover_until = NULL
     WHERE s.token_hash = $1 AND s.recover_until > now()
       AND ($2::boolean = false
         OR EXISTS (SELECT 1 FROM embedded_passkeys p WHERE p.id = s.passkey_id AND p.user_id = s.user_id)
         OR EXISTS (SELECT 1 FROM embedded_devices d WHERE d.id = s.device_id AND d.user_id = s.user_id
              AND d.totp_approved_at BETWEEN s.created_at - make_interval(secs => $3) AND s.created_at))
     RETURNING s.token_hash`,
    [session.tokenHash, factorOn, SIGN_IN_RECOVERY_SECONDS],
  )
  if (rows.length) return
  if (factorOn) throw stepUpRequired('new_device')
  await db.query('UPDATE embedded_sessions SET revoked_at = now() WHERE token_hash = $1', [session.tokenHash])
  throw signInAgain()
}

/** Closes a session's window to rebuild the keys elsewhere: this device now holds a share of its own. */
export async function closeRecoveryWindow(db: Queryable, session: EmbeddedSession): Promise<void> {
  await db.query('UPDATE embedded_sessions SET recover_until = NULL WHERE token_hash = $1', [session.tokenHash])
}
