import { timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { CODE_DIGITS, CODE_MAX_WRONG_TRIES } from './codeRules.js'
import type { CodeSubject } from './issueCode.js'
import { hashCode } from './hashSecret.js'

const expired = () =>
  new ApiError(400, 'This code has expired or was already used; ask for a new one', 'otp', { code: 'code_expired' })

/**
 * Checks `code` against the live code of `subject`: single use, expiring 10 minutes after it
 * was sent, dead after 5 wrong tries. Each try is counted atomically before the comparison,
 * so tries racing each other cannot exceed the limit. Resolves with the code's subject id.
 * @throws ApiError 400 `invalid_code` (with `attemptsLeft`) or `code_expired`.
 */
export async function verifyCode(db: Queryable, key: string, subject: CodeSubject, code: string): Promise<string | null> {
  if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code)) {
    throw new ApiError(400, `Invalid body field 'otp': expected ${CODE_DIGITS} digits`, 'otp', { code: 'invalid_input' })
  }
  const { rows } = await db.query<{ id: string; code_hash: string; attempts: number; subject_id: string | null }>(
    `UPDATE embedded_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM embedded_codes
                 WHERE project_id = $1 AND email = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
                 ORDER BY created_at DESC LIMIT 1)
       AND attempts < $4 AND used_at IS NULL
     RETURNING id, code_hash, attempts, subject_id`,
    [subject.projectId, subject.email, subject.purpose, CODE_MAX_WRONG_TRIES],
  )
  const live = rows[0]
  if (!live) throw expired()
  const given = Buffer.from(hashCode(key, live.id, code))
  if (!timingSafeEqual(given, Buffer.from(live.code_hash))) {
    const attemptsLeft = CODE_MAX_WRONG_TRIES - live.attempts
    if (attemptsLeft === 0) await db.query('UPDATE embedded_codes SET used_at = now() WHERE id = $1', [live.id])
    throw new ApiError(400, attemptsLeft ? 'Invalid code' : 'Invalid code; ask for a new one', 'otp', { code: attemptsLeft ? 'invalid_code' : 'code_expired', attemptsLeft })
  }
  const used = await db.query('UPDATE embedded_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [live.id])
  if (!used.rows.length) throw expired()
  return live.subject_id
}
