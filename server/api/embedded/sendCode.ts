import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import type { Mailer, OutgoingMail } from '../mail/createMailer.js'
import { issueCode, type CodeSubject } from './issueCode.js'

/**
 * Issues a code for `subject` and mails it as `compose` words it. When the mail cannot be
 * sent the code is retired at once and the call fails with 502, so the person may simply
 * ask again.
 */
export async function sendCode(db: Queryable, key: string, mailer: Mailer, subject: CodeSubject, compose: (code: string) => OutgoingMail): Promise<void> {
  const { id, code } = await issueCode(db, key, subject)
  try {
    await mailer.send(compose(code))
  } catch {
    await db.query('UPDATE embedded_codes SET used_at = now() WHERE id = $1', [id])
    throw new ApiError(502, 'The email could not be sent; try again', 'email', { code: 'backend_unavailable' })
  }
}
