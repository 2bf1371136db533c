import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { readPrices } from '../prices/readPrices.js'
import { divideRounded, fixedUnits, toUnits } from './decimalAmount.js'
import { limitProblem, type PaymentMethod } from './paymentMethodLimits.js'

/** What an order asks for, as `POST /v1/generators/onrampurl` received it. */
export interface OrderRequest {
  /** The symbol the order delivers (ETH, DUSD, SOL …). */
  deliveredSymbol: string
  fiatCurrency: string
  paymentMethod: PaymentMethod
  /** Decimal strings, as `decimalAmount` reads them. */
  presetCryptoAmount?: string
  presetFiatAmount?: string
}

const PRICE_DECIMALS = 18
const AMOUNT_DECIMALS = 18

/**
 * Refuses an order whose value, in its payment currency, is outside its payment method's
 * SPEC §5 limits (card 10–7500, ach_bank_account 10–25000): a preset fiat amount is checked
 * as it stands, a preset crypto amount at the stored price, in integer cents. This is what
 * keeps a sandbox order, which the faucet pays, to what a real checkout would sell.
 */
export async function checkOrderValue(db: Queryable, order: OrderRequest): Promise<void> {
  const prices = await readPrices(db, [order.deliveredSymbol, order.fiatCurrency])
  const fiat = prices.get(order.fiatCurrency)
  if (!fiat) throw new ApiError(400, `Invalid body field 'fiatCurrency': unsupported ${order.fiatCurrency}`, 'fiatCurrency')
  const check = (field: string, cents: bigint) => {
    const problem = limitProblem(order.paymentMethod, cents, order.fiatCurrency)
    if (!problem) return
    const worth = field === 'presetFiatAmount' ? '' : ` is worth ${fixedUnits(cents, 2)} ${order.fiatCurrency};`
    throw new ApiError(400, `Invalid body field '${field}':${worth} ${problem}`, field, { code: 'AMOUNT_OUT_OF_LIMITS' })
  }
  if (order.presetFiatAmount !== undefined) check('presetFiatAmount', toUnits(order.presetFiatAmount, 2))
  if (order.presetCryptoAmount !== undefined) {
    const asset = prices.get(order.deliveredSymbol.toUpperCase())
    if (!asset) throw new ApiError(400, `Invalid body field 'destinationWallets': no price for ${order.deliveredSymbol}`, 'destinationWallets')
    const scale = 10n ** BigInt(AMOUNT_DECIMALS - 2)
    const cents = divideRounded(toUnits(order.presetCryptoAmount, AMOUNT_DECIMALS) * toUnits(asset.usdDecimal, PRICE_DECIMALS), toUnits(fiat.usdDecimal, PRICE_DECIMALS) * scale)
    check('presetCryptoAmount', cents)
  }
}
