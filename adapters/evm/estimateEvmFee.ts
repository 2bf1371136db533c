import { getAddress, hexToBigInt, isHex, numberToHex, type Client, type Hex } from 'viem'
import { type FeeEstimate, type Network, providerError, type TransactionRequest } from 'airlock/kit'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { erc20TransferData } from './erc20TransferData.js'

const toBigInt = (value: unknown): bigint | undefined => (typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined)

/**
 * Estimates what sending `request` from `from` on `network` costs in gas, through the
 * network's RPC (`client`): the gas limit the node estimates times the most a wallet would
 * offer per gas. That is twice the latest base fee plus the priority fee, the headroom wallets
 * give for the base fee to rise, so a "Max" amount of balance minus this fee still leaves the
 * wallet enough to pay. Chains without a base fee use `eth_gasPrice`. With `request.token`
 * the estimate is of the ERC-20 `transfer`, as `sendEvmTransaction` sends it. A wallet that
 * says someone else pays the gas (`provider.sponsored`, a smart account's sponsor) costs the
 * person nothing: the estimate is 0, marked `sponsored`.
 */
export async function estimateEvmFee(client: Client, from: string | undefined, request: TransactionRequest, network: Network, provider?: Eip1193Provider): Promise<FeeEstimate> {
  const call = request.token
    ? { to: getAddress(request.token), data: erc20TransferData(getAddress(request.to), request.value ?? 0n) }
    : { to: getAddress(request.to), ...(request.value !== undefined && { value: request.value }), ...(request.data && { data: request.data as Hex }) }
  const { decimals, symbol } = network.nativeCurrency
  // The wallet's word is a preview's, never a reason to fail it: unknown counts as paying.
  if (await provider?.sponsored?.([call]).catch(() => false)) return { value: 0n, decimals, symbol, sponsored: true }
  const { value, ...rest } = call as typeof call & { value?: bigint }
  const [gas, block, tip] = await Promise.all([
    client.request({ method: 'eth_estimateGas', params: [{ ...(from && { from: getAddress(from) }), ...rest, ...(value !== undefined && { value: numberToHex(value) }) }] }),
    client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }),
    // Not every node answers this; the gas price then stands in for the whole fee.
    client.request({ method: 'eth_maxPriorityFeePerGas' }).catch(() => undefined),
  ])
  const limit = toBigInt(gas)
  if (limit === undefined) throw providerError(5000, 'The node returned no gas estimate')
  const baseFee = toBigInt((block as { baseFeePerGas?: unknown } | null)?.baseFeePerGas)
  const priorityFee = toBigInt(tip)
  const perGas =
    baseFee !== undefined && priorityFee !== undefined
      ? 2n * baseFee + priorityFee
      : toBigInt(await client.request({ method: 'eth_gasPrice' }))
  if (perGas === undefined) throw providerError(5000, 'The node returned no gas price')
  return { value: limit * perGas, decimals, symbol }
}
