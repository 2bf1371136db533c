import type { AirlockContext } from '../../kernel/context.js'
import type { Query } from '../api/ApiClient.js'

/** Wallets per page of the registry (SPEC §9). */
export const WALLET_PAGE_SIZE = 40
/** Wallets a search returns (SPEC §9). */
export const WALLET_SEARCH_SIZE = 100
/** Recommended wallets on the Connect view (SPEC §9). */
export const RECOMMENDED_WALLETS = 4

/**
 * Registry entries asked for beyond the four shown. The installed wallets the registry also
 * lists are left out by whoever shows the list, not by the registry, so the ask goes out
 * before discovery has found them: a Connect view opened at once waits for one round trip,
 * not for discovery and then the registry. Four installed wallets the registry knows still
 * leave four to recommend.
 */
export const INSTALLED_ROOM = 4

/**
 * What the Connect view's recommendations leave out: the recent wallets, which the view lists
 * from storage (the installed ones it leaves out itself). One rule for the pages sent ahead and
 * the asks that take their answers, so both name the same URLs.
 */
export const recommendationSkip = (recent: readonly { id: string }[]): string[] => recent.map((wallet) => wallet.id)

/** What one page of the registry is asked for. */
export interface WalletPageQuery {
  /** 1-based. */
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
}

const list = (ids: string[] | undefined) => (ids?.length ? ids.join(',') : undefined)

/** The query parameters of `GET /getWallets` (SPEC §7) for `query`. */
export function walletPageParams(query: WalletPageQuery): Query {
  return {
    page: query.page,
    entries: query.entries,
    search: query.search || undefined,
    include: list(query.include),
    exclude: list(query.exclude),
    chains: list(query.chains),
  }
}

/**
 * The registry pages the Connect view's recommendations come from: the host's featured wallets
 * (when it names some), then the others on the app's networks; each leaves out `skip` and the
 * host's excluded wallets. The same pages whether asked ahead (`api.prefetch`, before the
 * code that reads them is here) or by `recommendedWallets`.
 */
export function recommendedWalletPages(airlock: Pick<AirlockContext, 'config' | 'chain'>, skip: readonly string[]): { featured?: WalletPageQuery; rest: WalletPageQuery } {
  const { featuredWalletIds, excludeWalletIds } = airlock.config
  const exclude = [...excludeWalletIds, ...skip]
  const entries = RECOMMENDED_WALLETS + INSTALLED_ROOM
  const chains = airlock.chain.state.networks.map((network) => network.caipNetworkId)
  return {
    ...(featuredWalletIds.length && { featured: { page: 1, entries, include: featuredWalletIds, exclude } }),
    rest: { page: 1, entries, exclude: [...exclude, ...featuredWalletIds], chains },
  }
}
