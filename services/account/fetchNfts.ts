import * as v from 'valibot'
import { caipNetworkIdOf } from '../../chains/caip/caipNetworkIdOf.js'
import type { ApiClient } from '../api/ApiClient.js'
import { isNetworkSupported } from '../api/isNetworkSupported.js'

const nftsSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      tokenId: v.string(),
      imageUrl: v.optional(v.string()),
      collection: v.optional(v.object({ name: v.string() })),
    }),
  ),
})

/** One NFT the account holds. */
export type Nft = v.InferOutput<typeof nftsSchema>['data'][number]

/** The NFTs (ERC-721) held by `caipAddress`, from `GET /v1/account/{caip10}/nfts`. */
export async function fetchNfts(api: ApiClient, caipAddress: string): Promise<Nft[]> {
  const chainId = caipNetworkIdOf(caipAddress)
  if (!(await isNetworkSupported(api, chainId))) return []
  return (await api.get(`/v1/account/${caipAddress}/nfts`, { chainId }, nftsSchema)).data
}
