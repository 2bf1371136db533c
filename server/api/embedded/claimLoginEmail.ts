import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { LOGIN_EMAIL_INTERVAL_SECONDS } from './codeRules.js'

/**
 * SPEC §9: at most one login email per address every 30 s (`intervalSeconds`, shorter only on
 * a test stack), whatever instance answers (and, apart from those, one key-export email). The
 * slot is claimed atomically (one upsert that only moves a timestamp at least that old), and
 * `release` gives it back when the email could not be sent, so a failed send costs no wait.
 * @throws ApiError 429 `rate_limited` with `retryAfterMs`.
 */
export async function claimLoginEmail(db: Queryable, projectId: string, email: string, kind: 'login' | 'export' = 'login', intervalSeconds = LOGIN_EMAIL_INTERVAL_SECONDS): Promise<{ release(): Promise<void> }> {
  const { rows } = await db.query<{ stamp: number }>(
    `INSERT INTO embedded_login_emails (project_id, email, kind, sent_at) VALUES ($1, $2, $4, now())
     ON CONFLICT (project_id, email, kind) DO UPDATE SET sent_at = now()
       WHERE embedded_login_emails.sent_at <= now() - make_interval(secs => $3)
     RETURNING (extract(epoch FROM sent_at) * 1000000)::bigint AS stamp`,
    [projectId, email, intervalSeconds, kind],
  )
  const claimed = rows[0]
  if (!claimed) {
    const last = await db.query<{ wait_ms: number }>(
      `SELECT greatest(0, ceil(extract(epoch FROM (sent_at + make_interval(secs => $3) - now())) * 1000))::int AS wait_ms
       FROM embedded_login_emails WHERE project_id = $1 AND email = $2 AND kind = $4`,
      [projectId, email, intervalSeconds, kind],
    )
    const retryAfterMs = last.rows[0]?.wait_ms ?? intervalSeconds * 1000
    throw new ApiError(429, `Please wait ${Math.ceil(retryAfterMs / 1000)} s before asking for another email`, 'email', { code: 'rate_limited', retryAfterMs })
  }
  return {
    release: async () => {
      // Compared in microseconds: a JS Date would round the stored time to milliseconds.
      await db.query(
        'DELETE FROM embedded_login_emails WHERE project_id = $1 AND email = $2 AND kind = $3 AND (extract(epoch FROM sent_at) * 1000000)::bigint = $4',
        [projectId, email, kind, claimed.stamp],
      )
    },
  }
}
