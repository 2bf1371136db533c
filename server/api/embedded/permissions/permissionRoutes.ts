import { Hono } from 'hono'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { permissionRequestSchema } from '../../../../adapters/embedded/protocol/permissions/permissionRequestSchema.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'
import { PermissionRequestError } from '../../../../adapters/embedded/protocol/permissions/grantCaveats.js'
import { isOriginAllowed } from '../../../../services/api/isOriginAllowed.js'
import type { EvmChain } from '../../chains/EvmChain.js'
import { ApiError } from '../../http/ApiError.js'
import { inputError } from '../../http/parseInput.js'
import { ensureToken } from '../../tokens/ensureToken.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { resolveSmartAccountChain } from '../../smartAccounts/resolveSmartAccountChain.js'
import type { EmbeddedDeps } from '../EmbeddedDeps.js'
import type { EmbeddedEnv } from '../EmbeddedEnv.js'
import { requireSession } from '../requireSession.js'
import { checkGrant } from './checkGrant.js'
import { readGrantState } from './readGrantState.js'

const hex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'expected hex')
const chainIdInput = z.string().regex(/^eip155:\d{1,12}$/, 'expected an eip155 chain id')
const recordBody = z.strictObject({
  chainId: chainIdInput,
  appOrigin: z.string().max(300),
  grants: z.array(z.strictObject({ request: z.unknown(), context: hex.max(20_000) })).min(1).max(8),
})
const revokedBody = z.strictObject({ chainId: chainIdInput, delegationHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a delegation hash') })

interface GrantRow {
  chain_id: string
  delegation_hash: string
  app_origin: string
  delegate: string
  request: PermissionRequest
  context: string
  expires_at: Date
  created_at: Date
}

/**
 * The permissions a signed-in user granted (`wallet_grantPermissions`), indexed for their
 * Account view and the app's hooks: `POST permissions` records grants the frame made (each
 * checked against the chain's framework, the user's address and its signature), `GET
 * permissions` lists the live ones with their use read from the chain (left and used this
 * period, calls made), `POST permissions/revoked` records a revocation once the chain shows it.
 */
export function permissionRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db } = deps
  const session = requireSession(db)
  const chainOf = (caipNetworkId: string): { chain: EvmChain; framework: NonNullable<ReturnType<typeof resolveSmartAccountChain>>['permissions'] & object } => {
    const chain = deps.evmChains?.find((c) => c.caipNetworkId === caipNetworkId)
    const framework = chain && resolveSmartAccountChain(chain)?.permissions
    if (!chain || !framework) throw new ApiError(400, 'This network has no permissions', 'chainId', { code: 'unsupported' })
    return { chain, framework }
  }
  const addressOf = async (userId: string): Promise<Address> => {
    const { rows } = await db.query<{ address: Address }>(`SELECT address FROM embedded_accounts WHERE user_id = $1 AND namespace = 'eip155'`, [userId])
    if (!rows[0]) throw new ApiError(400, 'This user has no EVM account', 'chainId')
    return rows[0].address
  }
  return new Hono<EmbeddedEnv>()
    .post('/permissions', session, async (c) => {
      const body = await readJsonBody(c, recordBody)
      const { chain, framework } = chainOf(body.chainId)
      if (!isOriginAllowed(body.appOrigin, c.var.project.allowedOrigins)) throw inputError('body', ['appOrigin'], 'not an origin of this project')
      const delegator = await addressOf(c.var.session.userId)
      const checked: { hash: Hex; request: PermissionRequest; context: string }[] = []
      for (const [index, grant] of body.grants.entries()) {
        const parsed = permissionRequestSchema.safeParse(grant.request)
        if (!parsed.success) throw inputError('body', ['grants', index, 'request', ...(parsed.error.issues[0]?.path ?? [])], parsed.error.issues[0]?.message ?? 'invalid value')
        const request = parsed.data as PermissionRequest
        if (Number(request.chainId) !== chain.chainId) throw inputError('body', ['grants', index, 'request', 'chainId'], 'another chain than chainId')
        try {
          checked.push({ hash: await checkGrant(request, grant.context as Hex, delegator, chain.chainId, framework), request, context: grant.context })
        } catch (error) {
          if (error instanceof PermissionRequestError) throw inputError('body', ['grants', index, 'request', ...error.field.split('.')], error.message)
          throw error
        }
      }
      for (const grant of checked) {
        await db.query(
          `INSERT INTO permission_grants (chain_id, delegation_hash, project_id, user_id, app_origin, delegator, delegate, delegation_manager, request, context, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, to_timestamp($11)) ON CONFLICT (chain_id, delegation_hash) DO NOTHING`,
          [chain.chainId, grant.hash.toLowerCase(), c.var.project.id, c.var.session.userId, body.appOrigin, delegator.toLowerCase(), grant.request.signer.data.address.toLowerCase(), framework.delegationManager, JSON.stringify(grant.request), grant.context, grant.request.expiry],
        )
      }
      return c.json({ recorded: checked.map((g) => g.hash) })
    })
    .get('/permissions', session, async (c) => {
      const { rows } = await db.query<GrantRow>(
        `SELECT chain_id, delegation_hash, app_origin, delegate, request, context, expires_at, created_at FROM permission_grants
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 100`,
        [c.var.session.userId],
      )
      const grants = await Promise.all(rows.map(async (row) => {
        const chainId = `eip155:${row.chain_id}`
        const chain = deps.evmChains?.find((x) => x.caipNetworkId === chainId)
        const framework = chain && resolveSmartAccountChain(chain)?.permissions
        const state = chain && framework ? await readGrantState(chain.client, framework, row.delegation_hash as Hex, row.request).catch(() => undefined) : undefined
        const { permission } = row.request
        const token = chain && permission.type === 'erc20-token-periodic' ? await ensureToken(db, chain, permission.data.tokenAddress, 'erc20').catch(() => undefined) : undefined
        return {
          chainId,
          delegationHash: row.delegation_hash,
          app: row.app_origin,
          delegate: row.delegate,
          request: row.request,
          context: row.context,
          grantedAt: Math.floor(row.created_at.getTime() / 1000),
          expiresAt: Math.floor(row.expires_at.getTime() / 1000),
          ...(token && { token: { symbol: token.symbol, decimals: token.decimals } }),
          // Unread (a node that did not answer): listed without its use rather than dropped.
          ...(state ? { revoked: state.revoked, ...(state.allowance && { allowance: state.allowance }), ...(state.calls && { calls: state.calls }) } : { revoked: false }),
        }
      }))
      return c.json({ grants: grants.filter((g) => !g.revoked) })
    })
    .post('/permissions/revoked', session, async (c) => {
      const body = await readJsonBody(c, revokedBody)
      const { chain, framework } = chainOf(body.chainId)
      const { rows } = await db.query<GrantRow>(`SELECT request FROM permission_grants WHERE chain_id = $1 AND delegation_hash = $2 AND user_id = $3`, [chain.chainId, body.delegationHash.toLowerCase(), c.var.session.userId])
      if (!rows[0]) throw new ApiError(404, 'No such grant of this user', 'delegationHash')
      const state = await readGrantState(chain.client, framework, body.delegationHash as Hex, rows[0].request)
      if (!state.revoked) throw new ApiError(409, 'The chain does not show this grant revoked', 'delegationHash', { code: 'not_revoked' })
      await db.query(`UPDATE permission_grants SET revoked_at = now() WHERE chain_id = $1 AND delegation_hash = $2 AND revoked_at IS NULL`, [chain.chainId, body.delegationHash.toLowerCase()])
      return c.json({ revoked: true })
    })
}
