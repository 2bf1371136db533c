import { randomInt, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/Database.js'
import { CODE_DIGITS, CODE_TTL_SECONDS, type CodePurpose } from './codeRules.js'
import { hashCode } from './hashSecret.js'

/** Which code to issue. */
export interface CodeSubject {
  projectId: string
  email: string
  purpose: CodePurpose
  /** The email change (or other record) the code is for, when there is one. */
  subjectId?: string
}

/**
 * Makes a new 6-digit code (CSPRNG), stores only its HMAC, and retires every older live code
 * of the same address and purpose, so exactly one code is live at a time.
 * @returns the id of the stored code and the digits to mail.
 */
export async function issueCode(db: Queryable, key: string, subject: CodeSubject): Promise<{ id: string; code: string }> {
  const id = randomUUID()
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0')
  await db.query(
    `UPDATE embedded_codes SET used_at = now()
     WHERE project_id = $1 AND email = $2 AND purpose = $3 AND used_at IS NULL`,
    [subject.projectId, subject.email, subject.purpose],
  )
  await db.query(
    `INSERT INTO embedded_codes (id, project_id, email, purpose, subject_id, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [id, subject.projectId, subject.email, subject.purpose, subject.subjectId ?? null, hashCode(key, id, code), CODE_TTL_SECONDS],
  )
  return { id, code }
}
