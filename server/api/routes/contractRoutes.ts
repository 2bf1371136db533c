import { Hono } from 'hono'
import { accountParam } from '../accounts/parseAccount.js'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import { contractNames, tokenName } from '../chains/contractNames.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { ensureToken } from '../tokens/ensureToken.js'

/**
 * `GET /v1/contracts/{caip10}`: what people call the contract at an address of a chain this
 * API serves (`contractNames`): `{ name: 'Uniswap V2', kind: 'exchange' }`, `{ name: 'DUSD',
 * kind: 'token' }`, `{ name: 'Airlock Pass', kind: 'token' }` for a collection of NFTs, or
 * `{ name: null, kind: null }` for any other address (a person's account, a contract it does
 * not know), so asking about an unnamed address is no error.
 */
export function contractRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/contracts/:address', async (c) => {
    const { address } = parseInput(accountParam, c.req.param(), 'path')
    if (!address.chainId) throw new ApiError(400, "Invalid path parameter 'address': expected a CAIP-10 address (namespace:chainId:address)", 'address')
    const chain = findEvmChain(ctx, address.chainId)
    const found = chain && (await contractNames(ctx, chain)).get(address.address)
    if (!chain || !found) return c.json({ name: null, kind: null })
    // A configured token the index has not met yet: its name for people, read once from the contract.
    const name = found.name || tokenName(await ensureToken(ctx.db, chain, address.address, address.address === chain.options.contracts?.nft?.address.toLowerCase() ? 'erc721' : 'erc20'))
    return c.json({ name, kind: found.kind })
  })
}
