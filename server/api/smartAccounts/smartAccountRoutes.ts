import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import { findEvmChain } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { jsonRpcError, readJsonRpcRequest } from '../http/readJsonRpcRequest.js'
import { notAllowedMessage } from '../rpc/isProxyMethodAllowed.js'
import { isBundlerMethodAllowed } from './isBundlerMethodAllowed.js'
import { listSmartAccountNetworks } from './listSmartAccountNetworks.js'
import { resolveSmartAccountChain } from './resolveSmartAccountChain.js'

const bundlerQuery = z.object({ chainId: z.string().regex(/^eip155:\d{1,12}$/, 'expected an eip155 CAIP-2 id') })

/**
 * `GET /v1/smart-accounts/networks` (SPEC §7 "get smart account enabled networks") and the
 * bundler endpoint `POST /v1/bundler?chainId=`, which forwards ERC-4337 methods to the
 * chain's configured bundler, so browsers talk to one origin and never see its URL.
 */
export function smartAccountRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/smart-accounts/networks', async (c) => c.json(await listSmartAccountNetworks(ctx, c.var.project)))
    .post('/v1/bundler', async (c) => {
      const { chainId } = parseInput(bundlerQuery, c.req.query(), 'query')
      const chain = findEvmChain(ctx, chainId)
      const bundlerUrl = chain && resolveSmartAccountChain(chain)?.bundlerUrl
      if (!bundlerUrl) throw new ApiError(400, `Invalid query parameter 'chainId': no smart accounts on ${chainId}`, 'chainId')
      const call = await readJsonRpcRequest(c)
      if (!isBundlerMethodAllowed(call.method)) return c.json(jsonRpcError(call.id, -32601, notAllowedMessage), 403)
      let upstream: Response
      try {
        upstream = await fetch(bundlerUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(call),
          signal: AbortSignal.timeout(30_000),
        })
      } catch {
        throw new ApiError(502, 'Bundler unreachable')
      }
      return c.body(await upstream.text(), upstream.ok ? 200 : 502, { 'content-type': 'application/json' })
    })
}
