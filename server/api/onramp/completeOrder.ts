import { createWalletClient, erc20Abi, http, isAddress, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import { readPrices } from '../prices/readPrices.js'
import type { OrderRow } from './OrderRow.js'

const DEFAULT_FIAT = 100

/**
 * Pays a sandbox order on the local chain from the faucet account: ETH as a native transfer,
 * a dollar asset as the local dollar token. The order is claimed with a conditional UPDATE
 * first, so a double click or a second instance can never pay twice.
 */
export async function completeOrder(ctx: ApiContext, id: string): Promise<OrderRow> {
  const evm = ctx.evm
  const key = evm?.options.faucetPrivateKey
  if (!evm || !key) throw new ApiError(503, 'The sandbox has no funded local chain to deliver from')
  const claimed = await ctx.db.query<OrderRow>(
    `UPDATE onramp_orders SET status = 'processing' WHERE id = $1 AND status = 'pending' RETURNING *`, [id])
  const order = claimed.rows[0]
  if (!order) throw new ApiError(409, 'Order is not pending')
  try {
    if (!isAddress(order.destination, { strict: false })) throw new ApiError(400, 'Destination is not an EVM address')
    const wallet = createWalletClient({ account: privateKeyToAccount(key), chain: evm.client.chain!, transport: http(evm.options.rpcUrl) })
    const isEth = order.asset.toUpperCase() === 'ETH'
    const quantity = await cryptoQuantity(ctx, order, isEth ? 'ETH' : 'DUSD')
    let hash: Hex
    if (isEth) {
      hash = await wallet.sendTransaction({ to: order.destination as Address, value: parseEther(quantity) })
    } else {
      const token = evm.options.contracts?.token?.address
      if (!token) throw new ApiError(503, 'No local token configured')
      const decimals = await evm.client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
      hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer',
        args: [order.destination as Address, parseUnits(quantity, decimals)] })
    }
    const receipt = await evm.client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    const status = receipt.status === 'success' ? 'completed' : 'failed'
    const done = await ctx.db.query<OrderRow>(
      `UPDATE onramp_orders SET status = $2, tx_hash = $3, crypto_amount = $4, completed_at = now() WHERE id = $1 RETURNING *`,
      [id, status, hash, quantity])
    return done.rows[0]!
  } catch (error) {
    await ctx.db.query(`UPDATE onramp_orders SET status = 'failed' WHERE id = $1`, [id])
    throw error
  }
}

// The crypto amount the user preset, else the fiat amount at today's stored price.
async function cryptoQuantity(ctx: ApiContext, order: OrderRow, symbol: string): Promise<string> {
  if (order.crypto_amount !== null) return trimDecimals(order.crypto_amount, symbol === 'ETH' ? 18 : 6)
  const prices = await readPrices(ctx.db, [symbol, order.fiat_currency])
  const usd = Number(order.fiat_amount ?? DEFAULT_FIAT) * (prices.get(order.fiat_currency)?.usd ?? 1)
  return trimDecimals(String(usd / (prices.get(symbol)?.usd ?? 1)), 6)
}

function trimDecimals(value: string, decimals: number): string {
  const [whole, fraction = ''] = Number(value).toFixed(decimals).split('.')
  return fraction.replace(/0+$/, '') ? `${whole}.${fraction.replace(/0+$/, '')}` : whole!
}
