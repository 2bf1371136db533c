import type { Hex, SignedAuthorizationList, WalletClient } from 'viem'
import { estimateGas } from 'viem/actions'
import type { EvmTransaction } from './readEvmTransaction.js'

/**
 * Gas given over the node's estimate, in percent. The estimate is the least gas the
 * transaction succeeded with in the pending block, and a block mined a second later can cost
 * more: a Uniswap V2 pair last touched in the estimate's second writes its price
 * accumulators only in a later one, and a swap sent on the bare estimate then runs out of
 * gas and fails on chain, its fee spent. Unused gas is not charged.
 */
export const GAS_HEADROOM_PERCENT = 120n

/**
 * Sends `tx` from the client's account. A request that names its gas keeps it; one that does
 * not gets the node's estimate with headroom (GAS_HEADROOM_PERCENT).
 */
export async function sendEvmTransaction(client: WalletClient, tx: EvmTransaction & { authorizationList?: SignedAuthorizationList }): Promise<Hex> {
  const account = client.account!
  const gas = tx.gas ?? (await estimateGas(client, { ...tx, account } as never)) * GAS_HEADROOM_PERCENT / 100n
  return client.sendTransaction({ ...tx, gas, account, chain: client.chain } as never)
}
