import { getAddress, hexToBigInt, isHex, type Client } from 'viem'
import { type Balance, type Network, providerError } from 'airlock/kit'

/**
 * Reads the native balance of `address` on `network` (eth_getBalance at the latest block)
 * through `client`, in base units with the network's currency decimals and symbol.
 * A raw request rather than viem's `getBalance` action, which would add ~20 KB to the chunk.
 */
export async function readNativeBalance(client: Client, address: string, network: Network): Promise<Balance> {
  const value = await client.request({ method: 'eth_getBalance', params: [getAddress(address), 'latest'] })
  if (typeof value !== 'string' || !isHex(value)) throw providerError(5000, 'The node returned no balance')
  const { decimals, symbol } = network.nativeCurrency
  return { value: hexToBigInt(value), decimals, symbol }
}
