import { Hono } from 'hono'
import { z } from 'zod'
import { accountParam } from '../accounts/parseAccount.js'
import type { ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { json } from '../http/json.js'
import { parseInput } from '../http/parseInput.js'
import { decodeHistoryCursor } from '../history/historyCursor.js'
import { readHistory } from '../history/readHistory.js'
import { readSolanaHistory } from '../history/readSolanaHistory.js'

const query = z.object({
  chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 id').optional(),
  cursor: z.string().max(512).optional(),
  // The modal asks for onramp purchases separately; the sandbox's deliveries are ordinary
  // transfers already in the main list, so the flag only validates.
  onramp: z.string().max(32).optional(),
})
const badCursor = () => new ApiError(400, "Invalid query parameter 'cursor': expected a cursor from a previous page", 'cursor')

/**
 * `GET /v1/account/{address}/history`: newest first, cursor paged. EVM accounts come from
 * the indexed tables (the first page kept per account until the indexer touches it);
 * Solana accounts from the node's own history.
 */
export function historyRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/account/:address/history', async (c) => {
    const { address } = parseInput(accountParam, c.req.param(), 'path')
    const q = parseInput(query, c.req.query(), 'query')
    const wanted = q.chainId ?? address.chainId
    const imageUrl = (id: string) => `${ctx.publicUrl()}/public/getTokenImage/${encodeURIComponent(id)}`
    if (address.namespace === 'solana') {
      const chain = ctx.solana
      if (!chain || (wanted && wanted !== chain.caipNetworkId)) return c.json({ data: [], next: null })
      if (q.cursor !== undefined && !/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(q.cursor)) throw badCursor()
      return c.json(await readSolanaHistory(ctx.db, chain, { owner: address.address, before: q.cursor, imageUrl }))
    }
    const cursor = q.cursor === undefined ? undefined : decodeHistoryCursor(q.cursor)
    if (q.cursor !== undefined && !cursor) throw badCursor()
    const followed = ctx.evmChains.map((chain) => chain.caipNetworkId)
    const chainIds = wanted ? followed.filter((id) => id === wanted) : followed
    const read = () => readHistory(ctx.db, { account: address.address, chainIds, cursor, imageUrl })
    if (cursor) return c.json(await read())
    // The first page is what every Account view opens on: kept (as its JSON text) until the
    // indexer touches the account, at most 30 s for the prices in it. Later pages are read as asked.
    return json(c, await ctx.accounts.get(address.address, `history ${chainIds.join(',')}`, 30_000, async () => JSON.stringify(await read())))
  })
}
