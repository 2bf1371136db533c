import type { Address, Hex } from 'viem'
import type { ApiContext } from '../../ApiContext.js'
import { contractNames } from '../../chains/contractNames.js'
import type { EvmChain } from '../../chains/EvmChain.js'

/** Code of an EIP-7702 delegated account: a person's account, not a contract. */
const delegation = /^0xef0100[0-9a-f]{40}$/i

/**
 * Of the receivers a request names, those that are contracts the API does not know as a
 * token or a router (`contractNames`; an EIP-7702 delegated account is a person's account,
 * not one of them).
 */
export async function findUnknownContracts(ctx: ApiContext, chain: EvmChain, receivers: readonly Address[]): Promise<Address[]> {
  if (receivers.length === 0) return []
  const known = await contractNames(ctx, chain)
  const candidates = receivers.filter((r) => !known.has(r.toLowerCase()))
  const codes = await Promise.all(candidates.map((address) => chain.client.getCode({ address }).catch((): Hex | undefined => undefined)))
  return candidates.filter((_, i) => {
    const code = codes[i]
    return code !== undefined && code !== '0x' && !delegation.test(code)
  })
}
