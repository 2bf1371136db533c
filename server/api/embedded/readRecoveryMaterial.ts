import { openForOperator } from '../../frame/custody/sealForOperator.js'
import { toBase64Url } from '../../frame/custody/base64url.js'
import type { RecoveryEnvelope } from '../../frame/custody/RecoveryEnvelope.js'
import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import type { EmbeddedContext } from './EmbeddedContext.js'

/** What recovery needs for one namespace: the auth share of one split and that split's recovery share. */
export interface RecoveryMaterial {
  namespace: 'eip155' | 'solana'
  address: string
  splitId: string
  authShare: string
  /** Opened with the operator's key (automatic recovery), or still sealed to the user's password. */
  recovery: { kind: 'share'; share: string } | { kind: 'password'; envelope: RecoveryEnvelope }
}

/**
 * For each account of a user, the newest split that still has a recovery share: its auth
 * share, and its recovery share opened with the operator's key, or, under a recovery
 * password, still sealed (only the user's password opens it, in the frame).
 */
export async function readRecoveryMaterial(db: Queryable, embedded: EmbeddedContext, userId: string): Promise<RecoveryMaterial[]> {
  const { rows } = await db.query<{ namespace: 'eip155' | 'solana'; address: string; split_id: string; auth_share: string; recovery_envelope: RecoveryEnvelope }>(
    `SELECT DISTINCT ON (a.namespace) a.namespace, a.address, k.split_id, k.auth_share, k.recovery_envelope
     FROM embedded_accounts a
     JOIN embedded_devices d ON d.user_id = a.user_id
     JOIN embedded_key_shares k ON k.device_id = d.id AND k.namespace = a.namespace
     WHERE a.user_id = $1 AND k.recovery_envelope IS NOT NULL
     ORDER BY a.namespace, k.created_at DESC`,
    [userId],
  )
  const accounts = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM embedded_accounts WHERE user_id = $1', [userId])
  if (rows.length !== accounts.rows[0]!.count) throw new ApiError(409, 'No recovery share is stored for this wallet', undefined, { code: 'key_mismatch' })
  return Promise.all(
    rows.map(async (row): Promise<RecoveryMaterial> => {
      const base = { namespace: row.namespace, address: row.address, splitId: row.split_id, authShare: row.auth_share }
      const envelope = row.recovery_envelope
      if (envelope.scheme === 'pbkdf2-sha256-aes256gcm') return { ...base, recovery: { kind: 'password', envelope } }
      if (envelope.keyId !== embedded.recoveryKeyId) throw new ApiError(503, 'The recovery key that sealed this share is not configured', undefined, { code: 'backend_unavailable' })
      const share = await openForOperator(envelope, embedded.recoveryKey, row.namespace, row.address)
      return { ...base, recovery: { kind: 'share', share: toBase64Url(share) } }
    }),
  )
}
