import { Hono } from 'hono'
import { isAddress, type Address } from 'viem'
import { z } from 'zod'
import { accountParam } from '../accounts/parseAccount.js'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import type { Balance } from '../balances/Balance.js'
import { readEvmBalances } from '../balances/readEvmBalances.js'
import { readSolanaBalances } from '../balances/readSolanaBalances.js'
import { isStoreUnavailable } from '../db/isStoreUnavailable.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { json } from '../http/json.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { readPoolPrice } from '../prices/readPoolPrice.js'
import { readPrices } from '../prices/readPrices.js'
import { ensureToken } from '../tokens/ensureToken.js'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 id')
const balanceQuery = z.object({ currency: z.literal('usd').default('usd'), chainId: caip2.optional(), forceUpdate: z.string().optional() })
const priceBody = z.object({
  currency: z.literal('usd').default('usd'),
  addresses: z.array(z.string().max(200)).min(1).max(100),
  projectId: z.string().optional(),
})

/** How long an account's balances are reused while the indexer says nothing changed: prices move too. */
const BALANCE_MAX_AGE_MS = 30_000

/**
 * EVM balances from the index (see `readIndexedBalances`), kept per account until the indexer
 * says it changed (at most 30 s, for prices); `forceUpdate` reads the chain again. Solana
 * balances are read live. Fungible prices come from the stored table (or, for a token it
 * lacks, from the chain's swap pools). An account on a chain this server does not follow gets
 * an empty list (SPEC §7), not an error.
 */
export function balanceRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/account/:address/balance', async (c) => {
      const { address } = parseInput(accountParam, c.req.param(), 'path')
      const q = parseInput(balanceQuery, c.req.query(), 'query')
      const chainId = q.chainId ?? address.chainId
      const force = q.forceUpdate !== undefined
      try {
        if (address.namespace === 'eip155') {
          const chains = ctx.evmChains.filter((x) => !chainId || x.caipNetworkId === chainId)
          // Kept as the JSON text answered, so a kept answer costs no serialising either.
          const read = async () => JSON.stringify({ balances: (await Promise.all(chains.map((chain) => readEvmBalances(ctx, chain, address.address as Address, force)))).flat() })
          if (force) ctx.accounts.invalidate(address.address)
          return json(c, await ctx.accounts.get(address.address, `balance ${chainId ?? '*'}`, BALANCE_MAX_AGE_MS, read))
        }
        const balances: Balance[] = []
        if (address.namespace === 'solana' && ctx.solana && (!chainId || chainId === ctx.solana.caipNetworkId)) {
          balances.push(...(await readSolanaBalances(ctx, ctx.solana, address.address)))
        }
        return c.json({ balances })
      } catch (error) {
        // The store being away is the API's 503, not the chain's failure.
        if (isStoreUnavailable(error)) throw error
        ctx.report(error, 'balance read')
        throw new ApiError(502, 'Token Balance Unavailable')
      }
    })
    .post('/v1/fungible/price', async (c) => {
      const b = await readJsonBody(c, priceBody)
      // Unknown contracts are read on the chain, a few per request: the rest answer no price.
      const lookups = { left: ctx.nodeLimits.maxTokenLookups }
      const symbols = await Promise.all(b.addresses.map((a) => symbolFor(ctx, a, lookups)))
      const prices = await readPrices(ctx.db, symbols.filter((s): s is string => !!s))
      const fungibles = (await Promise.all(symbols.map(async (symbol, i) => {
        if (!symbol) return []
        // A token the table does not price is priced by its chain's pools, where it has one.
        const p = prices.get(symbol.toUpperCase()) ?? (await readPoolPrice(ctx, b.addresses[i]!))
        return p ? [{ name: p.name, symbol, iconUrl: `${ctx.publicUrl()}/public/getTokenImage/${symbol}`, price: p.usd }] : []
      }))).flat()
      return c.json({ fungibles })
    })
}

// Prices are keyed by symbol; a CAIP-10 token address is resolved through the token table,
// and the native placeholder address (0xeeee…) means the chain's own currency.
async function symbolFor(ctx: ApiContext, address: string, lookups: { left: number }): Promise<string | undefined> {
  const parts = address.split(':')
  const contract = (parts.length === 3 ? parts[2]! : address).toLowerCase()
  if (/^0x(e){40}$/.test(contract) || /^0x0{40}$/.test(contract)) return 'ETH'
  if (parts.length === 3 && parts[0] === 'solana' && parts[2] === 'So11111111111111111111111111111111111111111') return 'SOL'
  const chainId = parts.length === 3 ? `${parts[0]}:${parts[1]}` : ctx.evm?.caipNetworkId
  const chain = findEvmChain(ctx, chainId)
  const { rows } = await ctx.db.query<{ symbol: string }>(
    'SELECT symbol FROM tokens WHERE chain_id = $1 AND (address = $2 OR address = $3)', [chainId, contract, parts[2] ?? address])
  if (rows[0]) return rows[0].symbol
  // A token the index has not met yet: ask its contract, on the chain this server follows.
  if (chain && isAddress(contract, { strict: false }) && lookups.left > 0) {
    lookups.left -= 1
    if (!(await chain.client.getCode({ address: contract as Address }))) return undefined
    const token = await ensureToken(ctx.db, chain, contract, 'erc20')
    return token.symbol === '???' ? undefined : token.symbol
  }
  return undefined
}
