import { randomBytes, randomUUID } from 'node:crypto'
import { ApiError } from '../http/ApiError.js'
import { DEVICE_APPROVAL_TTL_SECONDS } from './codeRules.js'
import type { Queryable } from '../db/Database.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import { hashSecret } from './hashSecret.js'
import { deviceApprovalMail } from './mailTemplates.js'

/**
 * SPEC §4 VERIFY_DEVICE: records the unknown device (not approved) and mails its owner a
 * single-use link that approves it. The sign-in code follows once the link is used.
 */
export async function requestDeviceApproval(deps: EmbeddedDeps, user: { id: string; email: string }, deviceHash: string, app: string): Promise<void> {
  const deviceId = await recordDevice(deps.db, user.id, deviceHash)
  const token = randomBytes(32).toString('base64url')
  const tokenHash = hashSecret(token)
  await deps.db.query(
    `INSERT INTO embedded_device_approvals (token_hash, device_id, app_name, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [tokenHash, deviceId, app, DEVICE_APPROVAL_TTL_SECONDS],
  )
  const link = `${deps.publicUrl()}/v1/embedded/device/approve?token=${token}`
  try {
    await deps.embedded.mailer.send(deviceApprovalMail(user.email, link, app))
  } catch {
    await deps.db.query('DELETE FROM embedded_device_approvals WHERE token_hash = $1', [tokenHash])
    throw new ApiError(502, 'The email could not be sent; try again', 'email', { code: 'backend_unavailable' })
  }
}

/** Records a device of the user by its hashed id, not approved unless it was already; resolves with its row's id. */
export async function recordDevice(db: Queryable, userId: string, deviceHash: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO embedded_devices (id, user_id, device_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET device_hash = EXCLUDED.device_hash RETURNING id`,
    [randomUUID(), userId, deviceHash],
  )
  return rows[0]!.id
}
