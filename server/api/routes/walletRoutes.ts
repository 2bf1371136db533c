import { Hono } from 'hono'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import type { ApiEnv } from '../http/ApiEnv.js'
import { json } from '../http/json.js'
import { parseInput } from '../http/parseInput.js'
import { listWallets } from '../wallets/listWallets.js'
import { walletRegistry } from '../wallets/walletRegistry.js'

const idList = z
  .string()
  .max(4000)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))

const query = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(40),
  include: idList.optional(),
  exclude: idList.optional(),
  chains: idList.pipe(z.array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected CAIP-2 ids'))).optional(),
  search: z.string().max(100).optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
})

/**
 * `GET /getWallets`: the wallet registry, filtered and paged (SPEC §7, 40 per page). The
 * registry is fixed for the process's life, so each distinct page is built once (the last
 * 500 kept) and sent as the same JSON text.
 */
export function walletRoutes(): Hono<ApiEnv> {
  const pages = new LRUCache<string, string>({ max: 500 })
  return new Hono<ApiEnv>().get('/getWallets', (c) => {
    const q = parseInput(query, c.req.query(), 'query')
    const key = JSON.stringify(q)
    const cached = pages.get(key)
    if (cached) return json(c, cached)
    const result = listWallets(walletRegistry, {
      page: q.page,
      entries: q.entries,
      include: q.include,
      exclude: q.exclude,
      chains: q.chains,
      search: q.search,
      badgeType: q.badge_type,
    })
    const text = JSON.stringify(result)
    pages.set(key, text)
    return json(c, text)
  })
}
