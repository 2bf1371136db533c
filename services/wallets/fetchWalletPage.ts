import * as v from 'valibot'
import type { ApiClient } from '../api/ApiClient.js'
import { type WalletPageQuery, walletPageParams } from './walletPages.js'

export { RECOMMENDED_WALLETS, WALLET_PAGE_SIZE, WALLET_SEARCH_SIZE, type WalletPageQuery } from './walletPages.js'

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

/** One page of the wallet registry, `GET /getWallets` with the parameters of SPEC §7. */
export function fetchWalletPage(api: ApiClient, query: WalletPageQuery): Promise<{ data: RegistryWallet[]; count: number }> {
  return api.get('/getWallets', walletPageParams(query), pageSchema)
}
