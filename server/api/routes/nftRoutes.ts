import { Hono } from 'hono'
import { z } from 'zod'
import { accountParam } from '../accounts/parseAccount.js'
import type { ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { json } from '../http/json.js'
import { parseInput } from '../http/parseInput.js'

/** A bound on how long a kept answer lives, should a notice be lost without the connection dropping. */
const NFT_MAX_AGE_MS = 300_000

const query = z.object({ chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 id').optional() })

/**
 * `GET /v1/account/{address}/nfts` (for the NFTs tab; not in the SPEC §7 table): the ERC-721
 * tokens whose latest indexed transfer went to the account, i.e. what it holds now; kept per
 * account until the indexer touches it.
 */
export function nftRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/account/:address/nfts', async (c) => {
    const { address } = parseInput(accountParam, c.req.param(), 'path')
    const q = parseInput(query, c.req.query(), 'query')
    const wanted = q.chainId ?? address.chainId
    if (address.namespace !== 'eip155') return c.json({ data: [] })
    const chains = wanted ? ctx.evmChains.filter((x) => x.caipNetworkId === wanted) : ctx.evmChains
    const read = async () => JSON.stringify({ data: (await Promise.all(chains.map((chain) => holdings(ctx, chain, address.address)))).flat() })
    // Kept (as its JSON text) until the indexer touches the account: holdings change only with its transfers.
    return json(c, await ctx.accounts.get(address.address, `nfts ${wanted ?? '*'}`, NFT_MAX_AGE_MS, read))
  })
}

async function holdings(ctx: ApiContext, chain: EvmChain, account: string) {
    const { rows } = await ctx.db.query<{ token_address: string; token_id: string; owner: string; name: string | null; symbol: string | null }>(
      `SELECT * FROM (
         SELECT DISTINCT ON (t.token_address, t.token_id) t.token_address, t.token_id::text AS token_id, t.to_address AS owner, k.name, k.symbol
         FROM chain_transfers t
         JOIN chain_transactions x ON x.chain_id = t.chain_id AND x.hash = t.tx_hash
         LEFT JOIN tokens k ON k.chain_id = t.chain_id AND k.address = t.token_address
         WHERE t.chain_id = $1 AND t.standard = 'erc721' AND (t.token_address, t.token_id) IN (
           SELECT token_address, token_id FROM chain_transfers WHERE chain_id = $1 AND standard = 'erc721' AND to_address = $2)
         ORDER BY t.token_address, t.token_id, x.block_number DESC, t.log_index DESC
       ) latest WHERE owner = $2 ORDER BY token_address, token_id::numeric`,
      [chain.caipNetworkId, account])
  return rows.map((r) => ({
      id: `${chain.caipNetworkId}:${r.token_address}:${r.token_id}`,
      chainId: chain.caipNetworkId,
      contract: `${chain.caipNetworkId}:${r.token_address}`,
      tokenId: r.token_id,
      name: `${r.name ?? 'NFT'} #${r.token_id}`,
      collection: { name: r.name ?? 'NFT', symbol: r.symbol ?? '' },
      imageUrl: `${ctx.publicUrl()}/public/getAssetImage/${encodeURIComponent(`${r.symbol ?? 'NFT'}-${r.token_id}`)}`,
  }))
}
