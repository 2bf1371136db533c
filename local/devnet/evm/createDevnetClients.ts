import { createPublicClient, createWalletClient, defineChain, http, type Chain } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EvmDevnet } from './startEvmDevnet.js'

/**
 * viem clients for a running local chain, for tests and scripts: one public client and
 * a wallet client per dev account that signs locally with the account's key, as a
 * browser wallet would, rather than leaving signing to the node.
 *
 * @example
 * const { publicClient, wallet } = createDevnetClients(devnet)
 * await wallet(1).writeContract({ ...devnet.contracts.token, functionName: 'transfer', args: [to, 1n] })
 */
export function createDevnetClients(devnet: Pick<EvmDevnet, 'url' | 'chainId' | 'accounts'>) {
  const chain: Chain = defineChain({
    id: devnet.chainId,
    name: 'Airlock devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.url] } },
  })
  const transport = http(devnet.url, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport })
  const wallet = (index: number) => {
    const account = devnet.accounts[index]
    if (!account) throw new RangeError(`The devnet has no dev account ${index}.`)
    return createWalletClient({ account: privateKeyToAccount(account.privateKey), chain, transport })
  }
  return { chain, publicClient, wallet }
}
