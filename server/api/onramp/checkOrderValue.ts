import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { readPrices } from '../prices/readPrices.js'
import { limitProblem, type PaymentMethod } from './paymentMethodLimits.js'

/** What an order asks for, as `POST /v1/generators/onrampurl` received it. */
export interface OrderRequest {
  /** The symbol the order delivers (ETH, DUSD, SOL …). */
  deliveredSymbol: string
  fiatCurrency: string
  paymentMethod: PaymentMethod
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

/**
 * Refuses an order whose value, in its payment currency, is outside its payment method's
 * SPEC §5 limits (card 10–7500, ach_bank_account 10–25000): a preset fiat amount is checked
 * as it stands, a preset crypto amount at the stored price. This is what keeps a sandbox
 * order, which the faucet pays, to what a real checkout would sell.
 */
export async function checkOrderValue(db: Queryable, order: OrderRequest): Promise<void> {
  const prices = await readPrices(db, [order.deliveredSymbol, order.fiatCurrency])
  const fiat = prices.get(order.fiatCurrency)
  if (!fiat) throw new ApiError(400, `Invalid body field 'fiatCurrency': unsupported ${order.fiatCurrency}`, 'fiatCurrency')
  const check = (field: string, value: number) => {
    const problem = limitProblem(order.paymentMethod, value, order.fiatCurrency)
    if (!problem) return
    const worth = field === 'presetFiatAmount' ? '' : ` is worth ${value.toFixed(2)} ${order.fiatCurrency};`
    throw new ApiError(400, `Invalid body field '${field}':${worth} ${problem}`, field, { code: 'AMOUNT_OUT_OF_LIMITS' })
  }
  if (order.presetFiatAmount !== undefined) check('presetFiatAmount', order.presetFiatAmount)
  if (order.presetCryptoAmount !== undefined) {
    const asset = prices.get(order.deliveredSymbol.toUpperCase())
    if (!asset) throw new ApiError(400, `Invalid body field 'destinationWallets': no price for ${order.deliveredSymbol}`, 'destinationWallets')
    check('presetCryptoAmount', (order.presetCryptoAmount * asset.usd) / fiat.usd)
  }
}
