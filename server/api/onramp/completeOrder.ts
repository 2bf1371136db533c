import { findEvmChain, type ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import { fromUnits, toUnits } from './decimalAmount.js'
import { deliverOnEvm } from './deliverOnEvm.js'
import { deliverOnSolana } from './deliverOnSolana.js'
import type { OrderRow } from './OrderRow.js'
import { quoteOnramp } from './quoteOnramp.js'
import { resolveSandboxDelivery } from './resolveSandboxDelivery.js'

const DEFAULT_FIAT = '100'

/**
 * Pays a sandbox order on its local network from that chain's faucet: ETH or the dollar
 * token on an EVM chain, SOL or the SPL dollar token on the Solana cluster. The order is
 * claimed with a conditional UPDATE first, so a double click or a second instance can never
 * pay twice.
 */
export async function completeOrder(ctx: ApiContext, id: string): Promise<OrderRow> {
  const claimed = await ctx.db.query<OrderRow>(
    `UPDATE onramp_orders SET status = 'processing' WHERE id = $1 AND status = 'pending' RETURNING *`, [id])
  const order = claimed.rows[0]
  if (!order) throw new ApiError(409, 'Order is not pending')
  try {
    const delivery = resolveSandboxDelivery(ctx, order.asset, order.network)
    if (!delivery?.network) throw new ApiError(503, 'The sandbox has no funded local chain to deliver from')
    const quantity = await cryptoQuantity(ctx, order, delivery.symbol)
    const caip = delivery.network.caip_network_id
    const evm = findEvmChain(ctx, caip)
    const { hash, ok } = evm
      ? await deliverOnEvm(evm, delivery.symbol, order.destination, quantity)
      : ctx.solana?.caipNetworkId === caip
        ? await deliverOnSolana(ctx.solana, delivery.symbol, order.destination, quantity)
        : (() => { throw new ApiError(503, `Network ${caip} is not followed by this server`) })()
    const done = await ctx.db.query<OrderRow>(
      `UPDATE onramp_orders SET status = $2, tx_hash = $3, crypto_amount = $4, completed_at = now() WHERE id = $1 RETURNING *`,
      [id, ok ? 'completed' : 'failed', hash, quantity])
    return done.rows[0]!
  } catch (error) {
    await ctx.db.query(`UPDATE onramp_orders SET status = 'failed' WHERE id = $1`, [id])
    throw error
  }
}

// The crypto amount the person preset, else what the sandbox quoted for the fiat amount: a
// decimal string with at most the asset's places (the stored numeric as written, never a float).
async function cryptoQuantity(ctx: ApiContext, order: OrderRow, symbol: string): Promise<string> {
  const decimals = symbol === 'ETH' ? 18 : symbol === 'SOL' ? 9 : 6
  const quantity = order.crypto_amount !== null
    ? String(order.crypto_amount)
    : (await quoteOnramp(ctx.db, { purchase: symbol, payment: order.fiat_currency, amount: String(order.fiat_amount ?? DEFAULT_FIAT) })).purchaseAmount.value
  return fromUnits(toUnits(quantity, decimals), decimals)
}
