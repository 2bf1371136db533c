import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { EXPORT_LOCKOUT_EVERY, EXPORT_LOCKOUT_FIRST_SECONDS, EXPORT_LOCKOUT_MAX_SECONDS } from './codeRules.js'
import type { CodeSubject } from './issueCode.js'

type LockoutSubject = Pick<CodeSubject, 'projectId' | 'email' | 'purpose'>

/**
 * Throws 429 `rate_limited` (field `otp`, `retryAfterMs`) while the address is locked out of
 * codes of this purpose.
 */
export async function checkCodeLockout(db: Queryable, subject: LockoutSubject): Promise<void> {
  const { rows } = await db.query<{ wait_ms: number }>(
    `SELECT ceil(extract(epoch FROM (locked_until - now())) * 1000)::int AS wait_ms FROM embedded_code_lockouts
     WHERE project_id = $1 AND email = $2 AND purpose = $3 AND locked_until > now()`,
    [subject.projectId, subject.email, subject.purpose],
  )
  const waitMs = rows[0]?.wait_ms
  if (waitMs === undefined) return
  throw new ApiError(429, `Too many wrong codes; try again in ${Math.ceil(waitMs / 60_000)} min`, 'otp', { code: 'rate_limited', retryAfterMs: waitMs })
}

/**
 * Counts one wrong code against the address, whichever code it was for, in one statement
 * (so instances guessing together all count). Every {@link EXPORT_LOCKOUT_EVERY}th wrong code
 * locks the address out: 15 minutes the first time, twice as long each next time, at most a day.
 */
export async function recordWrongCode(db: Queryable, subject: LockoutSubject): Promise<void> {
  await db.query(
    `INSERT INTO embedded_code_lockouts (project_id, email, purpose, failures) VALUES ($1, $2, $3, 1)
     ON CONFLICT (project_id, email, purpose) DO UPDATE SET failures = embedded_code_lockouts.failures + 1, updated_at = now(),
       locked_until = CASE WHEN (embedded_code_lockouts.failures + 1) % $4 = 0
         THEN now() + make_interval(secs => least($6::float8, $5::float8 * power(2, (embedded_code_lockouts.failures + 1) / $4 - 1)))
         ELSE embedded_code_lockouts.locked_until END`,
    [subject.projectId, subject.email, subject.purpose, EXPORT_LOCKOUT_EVERY, EXPORT_LOCKOUT_FIRST_SECONDS, EXPORT_LOCKOUT_MAX_SECONDS],
  )
}

/** Forgets the address's wrong codes once one was right. */
export async function clearWrongCodes(db: Queryable, subject: LockoutSubject): Promise<void> {
  await db.query('DELETE FROM embedded_code_lockouts WHERE project_id = $1 AND email = $2 AND purpose = $3', [subject.projectId, subject.email, subject.purpose])
}
