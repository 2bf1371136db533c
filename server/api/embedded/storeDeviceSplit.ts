import type { RecoveryEnvelope } from '../../frame/custody/RecoveryEnvelope.js'
import type { Queryable } from '../db/Database.js'

/** One namespace's split as a device uploads it: its auth share and its sealed recovery share. */
export interface UploadedSplit {
  namespace: 'eip155' | 'solana'
  splitId: string
  authShare: string
  recovery: RecoveryEnvelope
}

/** Stores a device's split per namespace, replacing its previous one (its old device share is then useless). */
export async function storeDeviceSplit(db: Queryable, deviceId: string, splits: readonly UploadedSplit[]): Promise<void> {
  for (const split of splits) {
    await db.query(
      `INSERT INTO embedded_key_shares (device_id, namespace, split_id, auth_share, recovery_envelope) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (device_id, namespace) DO UPDATE SET split_id = EXCLUDED.split_id, auth_share = EXCLUDED.auth_share,
         recovery_envelope = EXCLUDED.recovery_envelope, created_at = now()`,
      [deviceId, split.namespace, split.splitId, split.authShare, JSON.stringify(split.recovery)],
    )
  }
}
