import * as z from 'zod/mini'
import { caipNetworkIdOf } from '../../chains/caip/caipNetworkIdOf.js'
import type { ApiClient } from '../api/createApiClient.js'
import { isNetworkSupported } from '../api/isNetworkSupported.js'

const nftsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      tokenId: z.string(),
      imageUrl: z.optional(z.string()),
      collection: z.optional(z.object({ name: z.string() })),
    }),
  ),
})

/** One NFT the account holds. */
export type Nft = z.infer<typeof nftsSchema>['data'][number]

/** The NFTs (ERC-721) held by `caipAddress`, from `GET /v1/account/{caip10}/nfts`. */
export async function fetchNfts(api: ApiClient, caipAddress: string): Promise<Nft[]> {
  const chainId = caipNetworkIdOf(caipAddress)
  if (!(await isNetworkSupported(api, chainId))) return []
  return (await api.get(`/v1/account/${caipAddress}/nfts`, { chainId }, nftsSchema)).data
}
