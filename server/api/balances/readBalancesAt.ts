import { erc20Abi, type Address } from 'viem'
import type { EvmChain } from '../chains/EvmChain.js'

/** One balance the index keeps: an account's native currency (`token` '') or one ERC-20. Lower-case. */
export interface BalanceKey {
  account: string
  token: string
}

/** `account|token`, the key of a {@link BalanceKey} in maps. */
export const balanceKey = (k: BalanceKey): string => `${k.account}|${k.token}`

const PARALLEL = 16

/**
 * Reads balances from the chain as they stood at `blockNumber`, a few calls at a time. A token
 * contract that does not answer `balanceOf` counts as 0, as the balances route always did.
 */
export async function readBalancesAt(chain: EvmChain, keys: readonly BalanceKey[], blockNumber: bigint): Promise<Map<string, bigint>> {
  const found = new Map<string, bigint>()
  for (let i = 0; i < keys.length; i += PARALLEL) {
    const slice = keys.slice(i, i + PARALLEL)
    const amounts = await Promise.all(slice.map((k) => k.token === ''
      ? chain.client.getBalance({ address: k.account as Address, blockNumber })
      : chain.client.readContract({ address: k.token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [k.account as Address], blockNumber })
        .catch(() => 0n)))
    slice.forEach((k, j) => found.set(balanceKey(k), amounts[j]!))
  }
  return found
}
