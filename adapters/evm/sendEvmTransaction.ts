import { getAddress, isHash, numberToHex } from 'viem'
import { type Network, providerError, type TransactionRequest } from 'airlock'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { erc20TransferData } from './erc20TransferData.js'
import { evmChainId } from './evmChainId.js'
import { switchEvmChain } from './switchEvmChain.js'

/**
 * Sends a transaction through the wallet (eth_sendTransaction) from `from` on `network`,
 * switching the wallet there first when it is on another chain, since a wallet signs for
 * its current chain. With `request.token` it is an ERC-20 `transfer(to, value)` to that
 * token contract; otherwise a native send of `value` (with `data` when given). Resolves
 * the transaction hash.
 */
export async function sendEvmTransaction(
  provider: Eip1193Provider,
  from: `0x${string}`,
  request: TransactionRequest,
  network: Network,
): Promise<`0x${string}`> {
  const current = Number(await provider.request({ method: 'eth_chainId' }))
  if (current !== evmChainId(network)) await switchEvmChain(provider, network)
  const transaction = request.token
    ? { from, to: getAddress(request.token), data: erc20TransferData(getAddress(request.to), request.value ?? 0n) }
    : {
        from,
        to: getAddress(request.to),
        ...(request.value !== undefined && { value: numberToHex(request.value) }),
        ...(request.data && { data: request.data }),
      }
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [transaction] })
  if (typeof hash !== 'string' || !isHash(hash)) throw providerError(5000, 'The wallet returned no transaction hash')
  return hash
}
