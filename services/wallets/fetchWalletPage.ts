import * as v from 'valibot'
import type { ApiClient } from '../api/ApiClient.js'

/** Wallets per page of the registry (SPEC §9). */
export const WALLET_PAGE_SIZE = 40
/** Wallets a search returns (SPEC §9). */
export const WALLET_SEARCH_SIZE = 100
/** Recommended wallets on the Connect view (SPEC §9). */
export const RECOMMENDED_WALLETS = 4

const walletSchema = v.object({
  id: v.string(),
  name: v.string(),
  image_id: v.nullish(v.string()),
  rdns: v.nullish(v.string()),
  homepage: v.nullish(v.string()),
  mobile_link: v.nullish(v.string()),
  desktop_link: v.nullish(v.string()),
  webapp_link: v.nullish(v.string()),
  chains: v.nullish(v.array(v.string())),
})
const pageSchema = v.object({ data: v.array(walletSchema), count: v.number() })

/** A wallet of the registry (SPEC §3 wallet list entry). */
export type RegistryWallet = v.InferOutput<typeof walletSchema>

/** What `fetchWalletPage` asks for. */
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

/** One page of the wallet registry, `GET /getWallets` with the parameters of SPEC §7. */
export function fetchWalletPage(api: ApiClient, query: WalletPageQuery): Promise<{ data: RegistryWallet[]; count: number }> {
  return api.get(
    '/getWallets',
    {
      page: query.page,
      entries: query.entries,
      search: query.search || undefined,
      include: list(query.include),
      exclude: list(query.exclude),
      chains: list(query.chains),
    },
    pageSchema,
  )
}
