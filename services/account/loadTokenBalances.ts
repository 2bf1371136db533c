import * as v from 'valibot'
import { caipNetworkIdOf } from '../../chains/caip/caipNetworkIdOf.js'
import type { ApiClient } from '../api/ApiClient.js'
import { isNetworkSupported } from '../api/isNetworkSupported.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { AirlockContext } from '../../kernel/context.js'
import type { TokenBalance } from '../chain/createChainState.js'

/** How long fetched token balances are reused (SPEC §9). */
export const TOKEN_BALANCE_CACHE_MS = 30_000

const balancesSchema = v.object({
  balances: v.array(
    v.object({
      name: v.string(),
      symbol: v.string(),
      chainId: v.string(),
      address: v.optional(v.string()),
      value: v.optional(v.number()),
      price: v.number(),
      quantity: v.object({ decimals: v.string(), numeric: v.string() }),
      iconUrl: v.optional(v.string()),
    }),
  ),
})

// The balances each account had, by CAIP-10 address, kept with the instance's API client.
// `mined`: a transaction of the account was mined, which the API's index may not hold yet.
const cacheOf = (api: ApiClient) => api.cache('tokenBalances', () => new Map<string, { at: number; balances: TokenBalance[]; mined?: boolean | undefined }>())

/**
 * Drops the cached balances of `caipAddress`, after the chain said they changed. `mined`: the
 * account's own transaction was just mined, so the next read asks the API to read the chain
 * (`forceUpdate`) rather than its index, which may not have reached that block yet.
 */
export function markTokenBalancesStale(api: ApiClient, caipAddress: string, mined?: boolean): void {
  cacheOf(api).set(caipAddress, { at: -Infinity, balances: [], mined })
}

/** SPEC §5: a balance whose quantity has decimals '0' is left out. */
export function filterTokenBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

/**
 * Loads the connected account's token balances with their USD values
 * (`GET /v1/account/{caip10}/balance`), keeps them 30 s, and stores them on the account.
 * `network` (CAIP-2): the same address's balances on another network than the one the account
 * is on (a payment asked there), kept apart and not stored on the account. Rejects when the
 * API cannot answer; the account keeps its previous list.
 */
export async function loadTokenBalances(
  context: Pick<AirlockContext, 'api' | 'chain'>,
  namespace: ChainNamespace,
  options: { force?: boolean; now?: number; network?: CaipNetworkId } = {},
): Promise<TokenBalance[]> {
  const account = context.chain.state.accounts[namespace]
  const own = account?.status === 'connected' ? account.caipAddress : undefined
  if (!own || !account?.address) return []
  const caipAddress: CaipAddress = options.network ? `${options.network}:${account.address}` : own
  const chainId = caipNetworkIdOf(caipAddress)
  const entries = cacheOf(context.api)
  const now = options.now ?? Date.now()
  const cached = entries.get(caipAddress)
  if (!options.force && cached && now - cached.at < TOKEN_BALANCE_CACHE_MS) return cached.balances
  if (!(await isNetworkSupported(context.api, chainId))) return []
  const answer = await context.api.get(
    `/v1/account/${caipAddress}/balance`,
    { currency: 'usd', chainId, ...((options.force || cached?.mined) && { forceUpdate: String(now) }) },
    balancesSchema,
  )
  const balances = filterTokenBalances(answer.balances as TokenBalance[])
  entries.set(caipAddress, { at: now, balances })
  if (context.chain.state.accounts[namespace]?.caipAddress === caipAddress) context.chain.setAccount(namespace, { tokenBalance: balances })
  return balances
}
