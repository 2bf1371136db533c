import type { AirlockContext } from '../../kernel/context.js'
import { fetchWalletPage, type RegistryWallet } from './fetchWalletPage.js'
import { recommendedWalletPages } from './walletPages.js'

type Airlock = Pick<AirlockContext, 'api' | 'config' | 'chain'>

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
  const pages = recommendedWalletPages(airlock, skip)
  const request: RecommendedWalletsRequest = {
    promise: Promise.all([pages.featured ? fetchWalletPage(airlock.api, pages.featured) : { data: [], count: 0 }, fetchWalletPage(airlock.api, pages.rest)    ]).then(
      ([featured, rest]) => (request.value = { wallets: [...featured.data, ...rest.data].slice(0, pages.rest.entries), count: featured.count + rest.count }),
      (error: unknown) => {
        requests.delete(key)
        throw error
      },
    ),
  }
  requests.set(key, request)
  return request
}

