import { isHash } from 'viem'
import { type Network, providerError, type TransactionRequest } from 'airlock/kit'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { evmChainId } from './evmChainId.js'
import { switchEvmChain } from './switchEvmChain.js'
import { toEvmTransaction } from './toEvmTransaction.js'

/**
 * Sends a transaction through the wallet (eth_sendTransaction) from `from` on `network`,
 * switching the wallet there first when it is on another chain, since a wallet signs for
 * its current chain. The transaction is `toEvmTransaction`'s. Resolves the transaction hash.
 */
export async function sendEvmTransaction(
  provider: Eip1193Provider,
  from: `0x${string}`,
  request: TransactionRequest,
  network: Network,
): Promise<`0x${string}`> {
  const current = Number(await provider.request({ method: 'eth_chainId' }))
  if (current !== evmChainId(network)) await switchEvmChain(provider, network)
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [toEvmTransaction(from, request)] })
  if (typeof hash !== 'string' || !isHash(hash)) throw providerError(5000, 'The wallet returned no transaction hash')
  return hash
}
