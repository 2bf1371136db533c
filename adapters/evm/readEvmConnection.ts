import { type ConnectResult, providerError } from 'airlock/kit'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { toEip155NetworkId } from './toEip155NetworkId.js'

/**
 * Builds the connect result from the accounts a wallet granted and the chain it is on now.
 * The chain is reported as the wallet has it, even one the app does not support: whether
 * to switch is the kernel's decision.
 */
export async function readEvmConnection(provider: Eip1193Provider, accounts: readonly `0x${string}`[]): Promise<ConnectResult> {
  const [address] = accounts
  if (!address) throw providerError(4100, 'The wallet granted no account')
  const caipNetworkId = toEip155NetworkId(await provider.request({ method: 'eth_chainId' }))
  return { address, caipNetworkId, accounts: accounts.map((account) => ({ namespace: 'eip155', address: account, type: 'eoa' })) }
}
