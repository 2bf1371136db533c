import type { AirlockContext } from '../../kernel/context.js'
import { fetchWalletPage, RECOMMENDED_WALLETS, type RegistryWallet } from './fetchWalletPage.js'

type Airlock = Pick<AirlockContext, 'api' | 'config' | 'chain'>

/**
 * Registry entries asked for beyond the four shown. The installed wallets the registry also
 * lists are left out by whoever shows the list, not by the registry, so the ask goes out
 * before discovery has found them: a Connect view opened at once waits for one round trip,
 * not for discovery and then the registry. Four installed wallets the registry knows still
 * leave four to recommend.
 */
export const INSTALLED_ROOM = 4

/** The Connect view's recommended wallets (featured ones first) and the registry's size. */
export interface RecommendedWallets {
  wallets: RegistryWallet[]
  count: number | undefined
}

/** One ask of the registry: its answer once here, so a view can render it at once. */
export interface RecommendedWalletsRequest {
  promise: Promise<RecommendedWallets>
  value?: RecommendedWallets
}

const requestsOf = (airlock: Airlock) => airlock.api.cache('recommendedWallets', () => new Map<string, RecommendedWalletsRequest>())

/** The answer an earlier `recommendedWallets(airlock, skip)` already has, without asking. */
export function knownRecommendedWallets(airlock: Airlock, skip: readonly string[]): RecommendedWallets | undefined {
  return requestsOf(airlock).get(skip.join(','))?.value
}

/**
 * The recommended wallets leaving out `skip` (the recent wallets, which the view lists from
 * storage), `RECOMMENDED_WALLETS + INSTALLED_ROOM` of them, featured ones first: the view
 * leaves out the installed ones and shows the first four left. Asked of the registry once per
 * instance and skip list, so the prefetch before a click and the view after it share one
 * request. A failed ask is forgotten, so the next one tries again.
 */
export function recommendedWallets(airlock: Airlock, skip: readonly string[]): RecommendedWalletsRequest {
  const requests = requestsOf(airlock)
  const key = skip.join(',')
  const known = requests.get(key)
  if (known) return known
  const { featuredWalletIds, excludeWalletIds } = airlock.config
  const exclude = [...excludeWalletIds, ...skip]
  const chains = airlock.chain.state.networks.map((network) => network.caipNetworkId)
  const entries = RECOMMENDED_WALLETS + INSTALLED_ROOM
  const request: RecommendedWalletsRequest = {
    promise: Promise.all([
      featuredWalletIds.length
        ? fetchWalletPage(airlock.api, { page: 1, entries, include: featuredWalletIds, exclude })
        : { data: [], count: 0 },
      fetchWalletPage(airlock.api, { page: 1, entries, exclude: [...exclude, ...featuredWalletIds], chains }),
    ]).then(
      ([featured, rest]) => (request.value = { wallets: [...featured.data, ...rest.data].slice(0, entries), count: featured.count + rest.count }),
      (error: unknown) => {
        requests.delete(key)
        throw error
      },
    ),
  }
  requests.set(key, request)
  return request
}

