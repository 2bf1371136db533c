import { Hono } from 'hono'
import { privateKeyToAccount, type LocalAccount } from 'viem/accounts'
import type { ApiContext } from '../ApiContext.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { jsonRpcError, readJsonRpcRequest } from '../http/readJsonRpcRequest.js'
import { resolveSmartAccountChain } from '../smartAccounts/resolveSmartAccountChain.js'
import { forwardToPaymasterService } from './forwardToPaymasterService.js'
import { loadServerSecret } from '../sessions/loadServerSecret.js'
import { paymasterServiceOrigin } from './paymasterServiceOrigin.js'
import { readSponsoredUser } from './readSponsoredUser.js'
import { sponsorUserOperation } from './sponsorUserOperation.js'
import { SponsorRefusal, sponsorRefusalCode } from './SponsorRefusal.js'
import { missingPricedField, paymasterParams } from './userOperationParams.js'

const methods = new Set(['pm_getPaymasterStubData', 'pm_getPaymasterData'])

/**
 * `POST /v1/paymaster`: an ERC-7677 paymaster service (pm_getPaymasterStubData,
 * pm_getPaymasterData) that sponsors what the calling project's policy allows, for the
 * signed-in user its `Authorization: Bearer` names (an embedded wallet or SIWX session). With
 * `service=<url>`, it relays the call instead to that app's own ERC-7677 service, which then
 * decides alone, and only when the project lists the service's origin (the embedded wallet's
 * frame reaches no other host). Answers are JSON-RPC: bad params are -32602 with
 * `data.field`; a refusal is -32003 with `data.reason` (see SponsorRefusal). Signatures
 * asked for count against the `sponsorSignatures` (per client address) and
 * `sponsorSignaturesPerUser` budgets (`TOO_MANY_SIGNATURES`, with `retryAfterSeconds`).
 * Mounted on its own path so a rate limiter can wrap it alone.
 */
export function paymasterRoutes(ctx: ApiContext): Hono<ApiEnv> {
  // One signer per chain with a verifying paymaster, made once: keys are parsed at start.
  const signers = new Map<number, LocalAccount>()
  for (const chain of ctx.evmChains) {
    const paymaster = resolveSmartAccountChain(chain)?.paymaster
    if (paymaster?.kind === 'verifying') signers.set(chain.chainId, privateKeyToAccount(paymaster.signerPrivateKey))
  }
  let siwxSecret: Promise<string> | undefined
  const secret = () => (siwxSecret ??= loadServerSecret(ctx.db, 'siwx_jwt'))
  return new Hono<ApiEnv>().post('/v1/paymaster', async (c) => {
    const call = await readJsonRpcRequest(c)
    if (!methods.has(call.method)) return c.json(jsonRpcError(call.id, -32601, `Method ${call.method} is not supported`))
    const parsed = paymasterParams.safeParse(call.params)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = ['params', ...(issue?.path ?? [])].map(String).join('.')
      return c.json(jsonRpcError(call.id, -32602, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`, { field }))
    }
    const [op, entryPoint, chainId] = parsed.data
    const service = c.req.query('service')
    if (service !== undefined) {
      const origin = paymasterServiceOrigin(service)
      if (!origin || !c.var.project.paymasterServices.includes(origin)) {
        return c.json(jsonRpcError(call.id, sponsorRefusalCode, `Paymaster service ${origin ?? service.slice(0, 200)} is not allowed for this project`, { reason: 'SERVICE_NOT_ALLOWED' }))
      }
      const chain = ctx.evmChains.find((ch) => ch.chainId === Number(chainId))
      const served = chain && resolveSmartAccountChain(chain)?.entryPoints.some((e) => e.address === entryPoint)
      if (!served) {
        return c.json(jsonRpcError(call.id, sponsorRefusalCode, `User operations of EntryPoint ${entryPoint} are not served on chain ${Number(chainId)}`, { reason: 'ENTRY_POINT_NOT_SPONSORED' }))
      }
      try {
        const result = await forwardToPaymasterService({ kind: 'service', url: service }, call.method as 'pm_getPaymasterStubData', { rawParams: call.params })
        return c.json({ jsonrpc: '2.0', id: call.id, result })
      } catch (error) {
        if (error instanceof SponsorRefusal) return c.json(jsonRpcError(call.id, sponsorRefusalCode, error.message, { reason: error.reason }))
        throw error
      }
    }
    const stub = call.method === 'pm_getPaymasterStubData'
    const missing = stub ? undefined : missingPricedField(op)
    if (missing) {
      const field = `params.0.${missing}`
      return c.json(jsonRpcError(call.id, -32602, `Invalid ${field}: required to sign; estimate the operation's gas first`, { field }))
    }
    const userKey = await readSponsoredUser(ctx.db, c.var.project.id, c.req.header('authorization'), secret)
    if (!stub) {
      // Signatures are what budgets count: asked for too often from one address, or by one user, they wait.
      const wait = (await ctx.limit.spend('sponsorSignatures', c, 1)) || (userKey ? await ctx.limit.spend('sponsorSignaturesPerUser', c, 1, `user:${userKey}`) : 0)
      if (wait > 0) return c.json(jsonRpcError(call.id, sponsorRefusalCode, 'Too many sponsorship signatures asked for; try again later', { reason: 'TOO_MANY_SIGNATURES', retryAfterSeconds: wait }))
    }
    try {
      const result = await sponsorUserOperation(ctx, {
        projectId: c.var.project.id,
        userKey,
        clientKey: ctx.clientAddressOf(c),
        stub,
        rawParams: call.params,
        op,
        entryPoint,
        chainId: Number(chainId),
        signers,
      })
      return c.json({ jsonrpc: '2.0', id: call.id, result })
    } catch (error) {
      if (error instanceof SponsorRefusal) {
        return c.json(jsonRpcError(call.id, sponsorRefusalCode, error.message, { reason: error.reason, ...error.data }))
      }
      throw error
    }
  })
}
