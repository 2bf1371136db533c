import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { readPrices } from '../prices/readPrices.js'
import { paymentMethodLimits } from './onrampOptions.js'

/** The payment methods of SPEC §5, by id. */
export type PaymentMethod = (typeof paymentMethodLimits)[number]['id']

/** What an order asks for, as `POST /v1/generators/onrampurl` received it. */
export interface OrderRequest {
  /** The symbol the order delivers (ETH, or the local dollar token for any other asset). */
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
  const limits = paymentMethodLimits.find((l) => l.id === order.paymentMethod)!
  const [min, max] = [Number(limits.min), Number(limits.max)]
  const prices = await readPrices(db, [order.deliveredSymbol, order.fiatCurrency])
  const fiat = prices.get(order.fiatCurrency)
  if (!fiat) throw new ApiError(400, `Invalid body field 'fiatCurrency': unsupported ${order.fiatCurrency}`, 'fiatCurrency')
  const check = (field: string, value: number) => {
    if (value >= min && value <= max) return
    const worth = field === 'presetFiatAmount' ? '' : ` is worth ${value.toFixed(2)} ${order.fiatCurrency} and`
    throw new ApiError(400, `Invalid body field '${field}':${worth} must be between ${limits.min} and ${limits.max} ${order.fiatCurrency} for ${order.paymentMethod}`, field)
  }
  if (order.presetFiatAmount !== undefined) check('presetFiatAmount', order.presetFiatAmount)
  if (order.presetCryptoAmount !== undefined) {
    const asset = prices.get(order.deliveredSymbol)
    if (!asset) throw new ApiError(400, `Invalid body field 'destinationWallets': no price for ${order.deliveredSymbol}`, 'destinationWallets')
    check('presetCryptoAmount', (order.presetCryptoAmount * asset.usd) / fiat.usd)
  }
}
