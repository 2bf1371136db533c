import { numberToHex } from 'viem'
import { type Network, toWalletError } from 'airlock/kit'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { evmChainId } from './evmChainId.js'

/**
 * Asks the wallet to switch to `network` (wallet_switchEthereumChain). When the wallet does
 * not know the chain (4902, also when nested in a -32603 as MetaMask mobile sends it), adds
 * it with the network's name, currency, RPC URLs and explorer (wallet_addEthereumChain),
 * then switches again, since a wallet need not switch on adding. Rejects with a `WalletError`.
 */
export async function switchEvmChain(provider: Eip1193Provider, network: Network): Promise<void> {
  try {
    const chainId = numberToHex(evmChainId(network))
    const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    try {
      await switchChain()
      return
    } catch (error) {
      if (toWalletError(error).code !== 'UNRECOGNIZED_CHAIN') throw error
    }
    const explorer = network.blockExplorers?.default.url
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{
        chainId,
        chainName: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: [...network.rpcUrls.default.http],
        ...(explorer && { blockExplorerUrls: [explorer] }),
      }],
    })
    await switchChain()
  } catch (error) {
    throw toWalletError(error, { switching: true })
  }
}
