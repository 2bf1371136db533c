import { getAddress, hexToBigInt, isHex, numberToHex, type Client, type Hex } from 'viem'
import { type Balance, type Network, providerError, type TransactionRequest } from 'airlock'
import { erc20TransferData } from './erc20TransferData.js'

const toBigInt = (value: unknown): bigint | undefined => (typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined)

/**
 * Estimates what sending `request` from `from` on `network` costs in gas, through the
 * network's RPC (`client`): the gas limit the node estimates times the most a wallet would
 * offer per gas. That is twice the latest base fee plus the priority fee, the headroom wallets
 * give for the base fee to rise, so a "Max" amount of balance minus this fee still leaves the
 * wallet enough to pay. Chains without a base fee use `eth_gasPrice`. With `request.token`
 * the estimate is of the ERC-20 `transfer`, as `sendEvmTransaction` sends it.
 */
export async function estimateEvmFee(client: Client, from: string | undefined, request: TransactionRequest, network: Network): Promise<Balance> {
  const call = request.token
    ? { to: getAddress(request.token), data: erc20TransferData(getAddress(request.to), request.value ?? 0n) }
    : {
        to: getAddress(request.to),
        ...(request.value !== undefined && { value: numberToHex(request.value) }),
        ...(request.data && { data: request.data as Hex }),
      }
  const [gas, block, tip] = await Promise.all([
    client.request({ method: 'eth_estimateGas', params: [{ ...(from && { from: getAddress(from) }), ...call }] }),
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
  const { decimals, symbol } = network.nativeCurrency
  return { value: limit * perGas, decimals, symbol }
}
