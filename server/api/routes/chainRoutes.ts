import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { checkLogRange } from '../rpc/checkLogRange.js'
import { isProxyMethodAllowed, notAllowedMessage } from '../rpc/isProxyMethodAllowed.js'

const MAX_RPC_BODY = 1024 * 1024
const rpcQuery = z.object({ chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 id') })

/** The configured chains by CAIP-2 id, with the RPC URL each proxies to. */
export function configuredRpcUrls(ctx: ApiContext): Map<string, string> {
  const urls = new Map<string, string>()
  for (const chain of ctx.evmChains) urls.set(chain.caipNetworkId, chain.options.rpcUrl)
  if (ctx.solana) urls.set(ctx.solana.caipNetworkId, ctx.solana.options.rpcUrl)
  return urls
}

/**
 * `GET /v1/supported-chains` and the JSON-RPC proxy `POST /v1/?chainId=`. The proxy only
 * reaches chains in the server's own config, so it cannot be turned into an open relay, and
 * it never multiplies what the node does: a batch holds at most `nodeLimits.maxBatch` calls
 * and a log filter spans at most `nodeLimits.maxLogBlocks` blocks.
 */
export function chainRoutes(ctx: ApiContext): Hono<ApiEnv> {
  const urls = configuredRpcUrls(ctx)
  const proxy = async (c: Context<ApiEnv>) => {
    const { chainId } = parseInput(rpcQuery, c.req.query(), 'query')
    const target = urls.get(chainId)
    if (!target) throw new ApiError(400, `Invalid query parameter 'chainId': unsupported chain ${chainId}`, 'chainId')
    const body = await c.req.text()
    if (body.length > MAX_RPC_BODY) throw new ApiError(413, 'RPC request too large')
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      throw new ApiError(400, "Invalid body field '(root)': expected a JSON-RPC request", '(root)')
    }
    const calls = (Array.isArray(parsed) ? parsed : [parsed]) as { id?: unknown; method?: unknown; params?: unknown }[]
    const { maxBatch, maxLogBlocks } = ctx.nodeLimits
    if (calls.length === 0 || calls.length > maxBatch) {
      throw new ApiError(400, `Invalid body field '(root)': a batch holds 1 to ${maxBatch} calls, not ${calls.length}`, '(root)')
    }
    const namespace = chainId.split(':')[0]!
    const refused = calls.find((call) => !isProxyMethodAllowed(namespace, call?.method))
    if (refused) {
      return c.json({ jsonrpc: '2.0', id: refused?.id ?? null, error: { code: -32601, message: notAllowedMessage } }, 403)
    }
    const evm = findEvmChain(ctx, chainId)
    if (evm) {
      await checkLogRange(calls, Array.isArray(parsed), maxLogBlocks, () => evm.client.getBlockNumber({ cacheTime: 1000 }).catch(() => {
        throw new ApiError(502, 'RPC node unreachable')
      }))
    }
    let upstream: Response
    try {
      upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) })
    } catch {
      throw new ApiError(502, 'RPC node unreachable')
    }
    return c.body(await upstream.text(), upstream.status as 200, { 'content-type': 'application/json' })
  }
  return new Hono<ApiEnv>()
    // `ws`: the chains whose accounts the live socket pushes updates for.
    .get('/v1/supported-chains', (c) => c.json({ http: [...urls.keys()], ws: [...urls.keys()] }))
    .post('/v1/', proxy)
    .post('/v1', proxy)
}
