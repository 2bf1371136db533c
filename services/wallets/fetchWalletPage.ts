import * as z from 'zod/mini'
import type { ApiClient } from '../api/createApiClient.js'

/** Wallets per page of the registry (SPEC §9). */
export const WALLET_PAGE_SIZE = 40
/** Wallets a search returns (SPEC §9). */
export const WALLET_SEARCH_SIZE = 100
/** Recommended wallets on the Connect view (SPEC §9). */
export const RECOMMENDED_WALLETS = 4

const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.nullish(z.string()),
  rdns: z.nullish(z.string()),
  homepage: z.nullish(z.string()),
  mobile_link: z.nullish(z.string()),
  desktop_link: z.nullish(z.string()),
  webapp_link: z.nullish(z.string()),
  chains: z.nullish(z.array(z.string())),
})
const pageSchema = z.object({ data: z.array(walletSchema), count: z.number() })

/** A wallet of the registry (SPEC §3 wallet list entry). */
export type RegistryWallet = z.infer<typeof walletSchema>

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
