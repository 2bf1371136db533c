import { Hono } from 'hono'
import { privateKeyToAccount, type LocalAccount } from 'viem/accounts'
import type { ApiContext } from '../ApiContext.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { jsonRpcError, readJsonRpcRequest } from '../http/readJsonRpcRequest.js'
import { resolveSmartAccountChain } from '../smartAccounts/resolveSmartAccountChain.js'
import { sponsorUserOperation } from './sponsorUserOperation.js'
import { SponsorRefusal, sponsorRefusalCode } from './SponsorRefusal.js'
import { missingPricedField, paymasterParams } from './userOperationParams.js'

const methods = new Set(['pm_getPaymasterStubData', 'pm_getPaymasterData'])

/**
 * `POST /v1/paymaster`: an ERC-7677 paymaster service (pm_getPaymasterStubData,
 * pm_getPaymasterData) that sponsors what the calling project's policy allows. Answers are
 * JSON-RPC: bad params are -32602 with `data.field`; a refusal is -32003 with `data.reason`
 * (see SponsorRefusal). Mounted on its own path so a rate limiter can wrap it alone.
 */
export function paymasterRoutes(ctx: ApiContext): Hono<ApiEnv> {
  // One signer per chain with a verifying paymaster, made once: keys are parsed at start.
  const signers = new Map<number, LocalAccount>()
  for (const chain of ctx.evmChains) {
    const paymaster = resolveSmartAccountChain(chain)?.paymaster
    if (paymaster?.kind === 'verifying') signers.set(chain.chainId, privateKeyToAccount(paymaster.signerPrivateKey))
  }
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
    const stub = call.method === 'pm_getPaymasterStubData'
    const missing = stub ? undefined : missingPricedField(op)
    if (missing) {
      const field = `params.0.${missing}`
      return c.json(jsonRpcError(call.id, -32602, `Invalid ${field}: required to sign; estimate the operation's gas first`, { field }))
    }
    try {
      const result = await sponsorUserOperation(ctx, {
        projectId: c.var.project.id,
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
