import { type Account, type Address, type Chain, type CustomTransport, createWalletClient, custom, defineChain, type WalletClient } from 'viem'
import { type Airlock, parseCaipAddress } from 'airlock/kit'
import { toViemChain } from './toViemChain.js'

/**
 * A viem `WalletClient` for the EVM account connected in Airlock, on the network the wallet
 * is on (named by its id alone when the app does not list it), sending through the wallet's own provider (`airlock.getProvider('eip155')`);
 * undefined when no EVM wallet is connected. Make a new one after a connect, or an account
 * or network change (`useProvider('eip155')` re-renders on them).
 *
 * @example
 * const client = getWalletClient(airlock)
 * await client?.sendTransaction({ to, value: parseEther('0.01') })
 */
export function getWalletClient(airlock: Airlock): WalletClient<CustomTransport, Chain, Account> | undefined {
  const provider = airlock.getProvider('eip155')
  const caipAddress = airlock.chain.state.accounts.eip155?.caipAddress
  if (!provider || !caipAddress) return undefined
  const { chainId, address } = parseCaipAddress(caipAddress)
  const network = airlock.chain.state.networks.find((candidate) => candidate.chainNamespace === 'eip155' && String(candidate.id) === chainId)
  // A chain the app does not list (the wallet is on an unsupported network) is named by its id alone.
  const chain = network ? toViemChain(network) : defineChain({ id: Number(chainId), name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
  return createWalletClient({ account: address as Address, chain, transport: custom(provider) })
}
