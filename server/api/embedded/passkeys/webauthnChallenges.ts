import type { Queryable } from '../../db/Database.js'
import { ApiError } from '../../http/ApiError.js'

/** How long a ceremony may take from its options to its answer. */
export const CHALLENGE_TTL_SECONDS = 5 * 60

/** What a challenge was issued for; only a ceremony of that kind may spend it. */
export type ChallengePurpose = 'signup' | 'signin' | 'register' | 'step_up'

/** A challenge's binding, as stored with it. */
export interface ChallengeRow {
  challenge: string
  purpose: ChallengePurpose
  rp_id: string
  user_id: string | null
  session_hash: string | null
  device_hash: string | null
  webauthn_user_id: string | null
  action: string | null
  subject: string | null
}

/** The answer to a ceremony whose challenge is unknown, spent, expired or made for something else. */
export const challengeRefused = () =>
  new ApiError(401, 'This passkey request has expired or was already used; start again', 'response', { code: 'passkey_refused' })

/**
 * Keeps a ceremony's challenge (32 random bytes, base64url, made with its options) with what
 * it may be used for (purpose, user, session, device, action), living 5 minutes. Expired
 * ones are swept.
 */
export async function storeChallenge(db: Queryable, projectId: string, challenge: string, binding: Pick<ChallengeRow, 'purpose' | 'rp_id'> & Partial<Omit<ChallengeRow, 'challenge'>>): Promise<void> {
  await db.query('DELETE FROM embedded_webauthn_challenges WHERE expires_at < now()')
  await db.query(
    `INSERT INTO embedded_webauthn_challenges
       (challenge, project_id, purpose, rp_id, user_id, session_hash, device_hash, webauthn_user_id, action, subject, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))`,
    [challenge, projectId, binding.purpose, binding.rp_id, binding.user_id ?? null, binding.session_hash ?? null, binding.device_hash ?? null, binding.webauthn_user_id ?? null, binding.action ?? null, binding.subject ?? null, CHALLENGE_TTL_SECONDS],
  )
}

/**
 * Spends the challenge a browser signed (read from its client data) before anything is
 * verified, so it serves one attempt whatever the outcome: a replay finds it spent.
 * @throws ApiError 401 `passkey_refused` when it is not a live challenge of this purpose and project.
 */
export async function spendChallenge(db: Queryable, projectId: string, purpose: ChallengePurpose, clientDataJSON: string): Promise<ChallengeRow> {
  const challenge = readClientChallenge(clientDataJSON)
  if (!challenge) throw challengeRefused()
  const { rows } = await db.query<ChallengeRow>(
    `UPDATE embedded_webauthn_challenges SET used_at = now()
     WHERE challenge = $1 AND project_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
     RETURNING challenge, purpose, rp_id, user_id, session_hash, device_hash, webauthn_user_id, action, subject`,
    [challenge, projectId, purpose],
  )
  if (!rows[0]) throw challengeRefused()
  return rows[0]
}

/** The challenge inside a ceremony's client data (base64url JSON), or undefined when it has none. */
export function readClientChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{43}$/.test(data.challenge) ? data.challenge : undefined
  } catch {
    return undefined
  }
}
