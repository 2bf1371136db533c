import { Hono } from 'hono'
import { z } from 'zod'
import { operatorEnvelopeSchema, recoveryEnvelopeSchema } from '../../frame/custody/RecoveryEnvelope.js'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { isNamespaceAddress, namespaceInput, shareInput } from './embeddedInput.js'
import { readRecoveryMaterial } from './readRecoveryMaterial.js'
import { readUserView } from './readUserView.js'
import { requireSession } from './requireSession.js'
import { storeDeviceSplit } from './storeDeviceSplit.js'
import { requireStepUp, STEP_UP_HEADER } from './passkeys/stepUpTokens.js'
import { closeRecoveryWindow, requireRecoveryFactor } from './sessions/requireRecoveryFactor.js'

const bothNamespaces = <T extends { namespace: string }>(list: T[]) => list.length === 2 && new Set(list.map((s) => s.namespace)).size === 2
const walletBody = z.object({
  accounts: z.array(z.object({ namespace: namespaceInput, address: z.string().max(64), splitId: z.string().uuid(), authShare: shareInput, recovery: operatorEnvelopeSchema }))
    .refine(bothNamespaces, 'expected one eip155 and one solana account'),
})
const sharesBody = z.object({
  mode: z.enum(['automatic', 'password']),
  /** A deliberate change of how recovery is protected (new mode or new password): other devices' recovery shares are dropped. */
  replaceRecovery: z.boolean().default(false),
  shares: z.array(z.object({ namespace: namespaceInput, splitId: z.string().uuid(), authShare: shareInput, recovery: recoveryEnvelopeSchema }))
    .refine(bothNamespaces, 'expected one eip155 and one solana share'),
})

/**
 * Key shares of a signed-in user. `POST wallet` stores a new wallet's addresses, auth shares
 * and sealed recovery shares (once); `GET shares` releases this device's auth shares (useless
 * without the device's own share); `POST shares/recover` releases what a new device needs to
 * rebuild the keys, only with a fresh factor (`requireRecoveryFactor`); `PUT shares` stores
 * this device's new split (after recovery, or a change of recovery protection).
 */
export function keyShareRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const session = requireSession(db)
  return new Hono<EmbeddedEnv>()
    .post('/wallet', session, async (c) => {
      const b = await readJsonBody(c, walletBody)
      b.accounts.forEach((account, index) => {
        if (!isNamespaceAddress(account.namespace, account.address)) throw new ApiError(400, `Invalid body field 'accounts.${index}.address': expected a ${account.namespace} address`, `accounts.${index}.address`)
        if (account.recovery.keyId !== embedded.recoveryKeyId) throw new ApiError(400, `Invalid body field 'accounts.${index}.recovery.keyId': sealed to another recovery key`, `accounts.${index}.recovery.keyId`)
      })
      const { userId, deviceId } = c.var.session
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM embedded_users WHERE id = $1 FOR UPDATE', [userId])
        const existing = await tx.query('SELECT 1 FROM embedded_accounts WHERE user_id = $1', [userId])
        if (existing.rows.length) throw new ApiError(409, 'This user already has a wallet', undefined, { code: 'invalid_input' })
        for (const account of b.accounts) {
          await tx.query('INSERT INTO embedded_accounts (user_id, namespace, address) VALUES ($1, $2, $3)', [userId, account.namespace, account.address])
        }
        await storeDeviceSplit(tx, deviceId, b.accounts)
      })
      await closeRecoveryWindow(db, c.var.session)
      return c.json(await readUserView(db, userId), 201)
    })
    .get('/shares', session, async (c) => {
      const { rows } = await db.query<{ namespace: string; address: string; split_id: string; auth_share: string }>(
        `SELECT k.namespace, a.address, k.split_id, k.auth_share FROM embedded_key_shares k
         JOIN embedded_accounts a ON a.user_id = $1 AND a.namespace = k.namespace
         WHERE k.device_id = $2 ORDER BY k.namespace`,
        [c.var.session.userId, c.var.session.deviceId],
      )
      return c.json({ shares: rows.map((r) => ({ namespace: r.namespace, address: r.address, splitId: r.split_id, authShare: r.auth_share })) })
    })
    .post('/shares/recover', session, async (c) => {
      // Never a bearer token alone: a fresh sign-in (with the second factor on, by a passkey
      // the user still has) or a step-up made now.
      await requireRecoveryFactor(db, c.var.session, c.req.header(STEP_UP_HEADER))
      const user = (await readUserView(db, c.var.session.userId))!
      return c.json({ mode: user.recoveryMode, shares: await readRecoveryMaterial(db, embedded, user.id) })
    })
    .put('/shares', session, async (c) => {
      const b = await readJsonBody(c, sharesBody)
      const { userId, deviceId } = c.var.session
      const user = (await readUserView(db, userId))!
      if (user.accounts.length !== 2) throw new ApiError(409, 'This user has no wallet yet', undefined, { code: 'not_connected' })
      if (b.replaceRecovery) await requireStepUp(db, c.var.session, 'recovery_password', c.req.header(STEP_UP_HEADER))
      if (b.mode !== user.recoveryMode && !b.replaceRecovery) throw new ApiError(400, "Invalid body field 'mode': a change of recovery mode must replace recovery", 'mode')
      b.shares.forEach((share, index) => {
        const scheme = b.mode === 'automatic' ? 'hpke-p256-sha256-aes256gcm' : 'pbkdf2-sha256-aes256gcm'
        if (share.recovery.scheme !== scheme) throw new ApiError(400, `Invalid body field 'shares.${index}.recovery': expected a ${b.mode} recovery envelope`, `shares.${index}.recovery`)
        if (share.recovery.scheme === 'hpke-p256-sha256-aes256gcm' && share.recovery.keyId !== embedded.recoveryKeyId) {
          throw new ApiError(400, `Invalid body field 'shares.${index}.recovery.keyId': sealed to another recovery key`, `shares.${index}.recovery.keyId`)
        }
      })
      const addresses = new Map(user.accounts.map((a) => [a.namespace, a.address]))
      await db.transaction(async (tx) => {
        await storeDeviceSplit(tx, deviceId, b.shares.map((s) => ({ ...s, address: addresses.get(s.namespace)! })))
        if (b.replaceRecovery) {
          // After this only this device's split can be recovered: under a new password, the
          // operator's copies (or the old password's) are gone from the store.
          await tx.query(
            `UPDATE embedded_key_shares SET recovery_envelope = NULL
             WHERE device_id IN (SELECT id FROM embedded_devices WHERE user_id = $1) AND device_id <> $2`,
            [userId, deviceId],
          )
          await tx.query('UPDATE embedded_users SET recovery_mode = $2, updated_at = now() WHERE id = $1', [userId, b.mode])
        }
      })
      await closeRecoveryWindow(db, c.var.session)
      return c.json(await readUserView(db, userId))
    })
}
