import { Secret, TOTP } from 'otpauth'
import type { Queryable } from '../../db/Database.js'
import { ApiError } from '../../http/ApiError.js'
import { CODE_MAX_WRONG_TRIES } from '../codeRules.js'
import { openTotpSecret } from './totpSecret.js'

/** RFC 6238 as every authenticator app reads an `otpauth://` URI: SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30
/** The first lockout after five wrong codes; each further one doubles, up to a day. */
export const TOTP_LOCKOUT_SECONDS = 5 * 60
const MAX_LOCKOUT_SECONDS = 24 * 60 * 60
/** How soon a code refused while others were being checked may be sent again. */
const BUSY_RETRY_MS = 1000

/** Whose wrong codes a try counts against: a signed-in session's, or a new device's approval. */
export type TotpTries = 'session' | 'device'
const triesColumns = {
  session: { wrong_tries: 'wrong_tries', lockouts: 'lockouts', locked_until: 'locked_until' },
  device: { wrong_tries: 'device_wrong_tries', lockouts: 'device_lockouts', locked_until: 'device_locked_until' },
} as const satisfies Record<TotpTries, Record<string, string>>

/** A TOTP generator over `secret` (base32). */
export function totpFor(secret: string, label = 'wallet', issuer = 'Airlock'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) })
}

/**
 * Checks an authenticator-app code of a user, as email codes are checked: each try is counted
 * atomically before the comparison; five wrong ones in a row lock the app out for 5 minutes,
 * doubling with each lockout. A code is single use: its time step must be later than the last
 * accepted one (one step of clock drift either way is allowed). The right code sent again (a
 * replay, or the same code sent several times at once) is refused without counting: it is no
 * guess, so its try is given back and it never locks the person out. `confirmed`: whether the
 * code is the confirmed app's (a step-up) or the one being set up (its first code).
 * `tries`: whose count of wrong codes the try goes on: a signed-in session's (`session`, the
 * default), or the anonymous approval of a new device (`device`, SPEC §4 VERIFY_DEVICE by
 * code), counted apart so that a stranger who knows the address can lock out only that way
 * in, never the person's step-ups. Both share the replay guard: a code is spent for both.
 * @returns the sealed secret the code was checked against.
 * @throws ApiError 400 `invalid_code` (+`attemptsLeft`), 429 `rate_limited` (+`retryAfterMs`), 400 `invalid_input` without an app.
 */
export async function verifyTotp(db: Queryable, recoveryKey: string, userId: string, code: string, confirmed: boolean, tries: TotpTries = 'session'): Promise<string> {
  if (!/^\d{6}$/.test(code)) throw new ApiError(400, "Invalid body field 'totp': expected 6 digits", 'totp', { code: 'invalid_input' })
  const secret = confirmed ? 'secret_sealed' : 'pending_sealed'
  const { wrong_tries, lockouts, locked_until } = triesColumns[tries]
  const { rows } = await db.query<{ sealed: string; wrong_tries: number }>(
    `UPDATE embedded_totp SET ${wrong_tries} = ${wrong_tries} + 1
     WHERE user_id = $1 AND ${secret} IS NOT NULL AND (${locked_until} IS NULL OR ${locked_until} <= now()) AND ${wrong_tries} < $2
     RETURNING ${secret} AS sealed, ${wrong_tries} AS wrong_tries`,
    [userId, CODE_MAX_WRONG_TRIES],
  )
  const row = rows[0]
  if (!row) throw await whyNoTry(db, userId, secret, confirmed, locked_until)
  const now = Date.now()
  const delta = totpFor(openTotpSecret(recoveryKey, userId, row.sealed)).validate({ token: code, timestamp: now, window: 1 })
  const step = delta === null ? undefined : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta
  if (step !== undefined) {
    const spent = await db.query(
      `UPDATE embedded_totp SET ${wrong_tries} = 0, ${lockouts} = 0, last_step = $2 WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id`,
      [userId, step],
    )
    if (spent.rows.length) return row.sealed
    // The right code, already used: its try is given back.
    const back = await db.query<{ wrong_tries: number }>(`UPDATE embedded_totp SET ${wrong_tries} = greatest(${wrong_tries} - 1, 0) WHERE user_id = $1 RETURNING ${wrong_tries} AS wrong_tries`, [userId])
    throw new ApiError(400, 'This code was already used; wait for the next one', 'totp', { code: 'invalid_code', attemptsLeft: CODE_MAX_WRONG_TRIES - (back.rows[0]?.wrong_tries ?? 0) })
  }
  const attemptsLeft = CODE_MAX_WRONG_TRIES - row.wrong_tries
  if (attemptsLeft === 0) {
    await db.query(
      `UPDATE embedded_totp SET ${wrong_tries} = 0, ${lockouts} = ${lockouts} + 1,
         ${locked_until} = now() + make_interval(secs => least($2::float8 * power(2, ${lockouts}), $3::float8))
       WHERE user_id = $1`,
      [userId, TOTP_LOCKOUT_SECONDS, MAX_LOCKOUT_SECONDS],
    )
  }
  throw new ApiError(400, 'Invalid code', 'totp', { code: 'invalid_code', attemptsLeft })
}

/** Why a code got no try: the app is locked out, every try is taken by codes being checked this moment, or there is no app. */
async function whyNoTry(db: Queryable, userId: string, secret: string, confirmed: boolean, locked_until: string): Promise<ApiError> {
  const { rows } = await db.query<{ ms: number | null }>(
    `SELECT CASE WHEN ${locked_until} > now() THEN extract(epoch FROM (${locked_until} - now())) * 1000 END AS ms FROM embedded_totp WHERE user_id = $1 AND ${secret} IS NOT NULL`,
    [userId],
  )
  const app = rows[0]
  if (app?.ms !== null && app?.ms !== undefined) return new ApiError(429, 'Too many wrong codes; wait before trying again', 'totp', { code: 'rate_limited', retryAfterMs: Math.ceil(Number(app.ms)) })
  // Codes sent at once hold every try until they are checked: not a lockout, so a moment later it is free.
  if (app) return new ApiError(429, 'Another code is being checked; try again in a moment', 'totp', { code: 'rate_limited', retryAfterMs: BUSY_RETRY_MS })
  return new ApiError(400, confirmed ? 'No authenticator app is set up for this wallet' : 'Set up the authenticator app first', 'totp', { code: 'invalid_input' })
}
