import { Hono } from 'hono'
import { z } from 'zod'
import { accountParam } from '../accounts/parseAccount.js'
import type { ApiContext } from '../ApiContext.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { decodeHistoryCursor } from '../history/historyCursor.js'
import { readHistory } from '../history/readHistory.js'

const query = z.object({
  chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 id').optional(),
  cursor: z.string().max(512).transform((v, c) => {
    const cursor = decodeHistoryCursor(v)
    if (!cursor) {
      c.addIssue({ code: 'custom', message: 'expected a cursor from a previous page' })
      return z.NEVER
    }
    return cursor
  }).optional(),
  // The modal asks for onramp purchases separately; the sandbox's deliveries are ordinary
  // transfers already in the main list, so the flag only validates.
  onramp: z.string().max(32).optional(),
})

/** `GET /v1/account/{address}/history`: indexed transactions, newest first, cursor paged. */
export function historyRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/account/:address/history', async (c) => {
    const { address } = parseInput(accountParam, c.req.param(), 'path')
    const q = parseInput(query, c.req.query(), 'query')
    const followed = [ctx.evm?.caipNetworkId, ctx.solana?.caipNetworkId].filter((id): id is string => !!id)
      .filter((id) => id.startsWith(`${address.namespace}:`))
    const wanted = q.chainId ?? address.chainId
    const chainIds = wanted ? followed.filter((id) => id === wanted) : followed
    const imageUrl = (id: string) => `${ctx.publicUrl()}/public/getTokenImage/${encodeURIComponent(id)}`
    return c.json(await readHistory(ctx.db, { account: address.address, chainIds, cursor: q.cursor, imageUrl }))
  })
}
