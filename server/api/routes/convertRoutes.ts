import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import { ApiError, serverMessages } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'

const chainQuery = z.object({ chainId: z.string().max(64) })

/** The convert (swap) endpoints over the local chain's pool. */
export function convertRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/convert/gas-price', async (c) => {
      const { chainId } = parseInput(chainQuery, c.req.query(), 'query')
      if (!ctx.evm || chainId !== ctx.evm.caipNetworkId) throw new ApiError(400, serverMessages.gasPriceNetwork)
      const price = await ctx.evm.client.getGasPrice()
      return c.json({ standard: price.toString(), fast: ((price * 12n) / 10n).toString(), instant: ((price * 15n) / 10n).toString() })
    })
}
