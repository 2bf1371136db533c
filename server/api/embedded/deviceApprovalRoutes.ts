import { Hono, type Context } from 'hono'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import { embeddedLimit } from './embeddedLimit.js'
import { deviceApprovalPage, deviceApprovalPolicy } from './deviceApprovalPage.js'
import { hashSecret } from './hashSecret.js'
import { loginCodeMail } from './mailTemplates.js'
import { sendCode } from './sendCode.js'

const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/**
 * The link in a VERIFY_DEVICE email: `GET /v1/embedded/device/approve?token=` shows an
 * Approve button; its POST approves the device once and mails the sign-in code. The token
 * is the capability (single use, 10 minutes), so these pages carry no projectId.
 */
export function deviceApprovalRoutes(deps: EmbeddedDeps): Hono {
  const { db } = deps
  const page = (c: Context, html: string, status: 200 | 400 = 200) =>
    c.html(html, status, { 'content-security-policy': deviceApprovalPolicy, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
  const load = async (token: string | undefined) => {
    if (!token || !tokenPattern.test(token)) return undefined
    const { rows } = await db.query<{ device_id: string; app_name: string; live: boolean; used_at: Date | null; email: string; project_id: string }>(
      `SELECT a.device_id, a.app_name, a.expires_at > now() AS live, a.used_at, u.email, u.project_id
       FROM embedded_device_approvals a JOIN embedded_devices d ON d.id = a.device_id JOIN embedded_users u ON u.id = d.user_id
       WHERE a.token_hash = $1`,
      [hashSecret(token)],
    )
    return rows[0]
  }
  return new Hono()
    .get('/v1/embedded/device/approve', embeddedLimit(deps, 'deviceApprovals'), async (c) => {
      const token = c.req.query('token')
      const approval = await load(token)
      if (!approval || !approval.live) return page(c, deviceApprovalPage({ kind: 'expired' }), 400)
      if (approval.used_at) return page(c, deviceApprovalPage({ kind: 'used' }))
      return page(c, deviceApprovalPage({ kind: 'confirm', token: token!, app: approval.app_name }))
    })
    .post('/v1/embedded/device/approve', embeddedLimit(deps, 'deviceApprovals'), async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const token = typeof form['token'] === 'string' ? form['token'] : undefined
      const approval = await load(token)
      if (!approval || !approval.live) return page(c, deviceApprovalPage({ kind: 'expired' }), 400)
      const claimed = await db.query('UPDATE embedded_device_approvals SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING device_id', [hashSecret(token!)])
      if (!claimed.rows.length) return page(c, deviceApprovalPage({ kind: 'used' }))
      await db.query('UPDATE embedded_devices SET approved_at = coalesce(approved_at, now()) WHERE id = $1', [approval.device_id])
      await sendCode(db, await deps.codeKey(), deps.embedded.mailer, { projectId: approval.project_id, email: approval.email, purpose: 'login' }, (code) =>
        loginCodeMail(approval.email, code, approval.app_name),
      )
      return page(c, deviceApprovalPage({ kind: 'done', app: approval.app_name }))
    })
}
