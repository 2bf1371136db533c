import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { readPrices } from '../prices/readPrices.js'
import type { Money, OnrampQuote } from '../../../plugins/onramp/OnrampState.js'
import { divideRounded, fixedUnits, toUnits } from './decimalAmount.js'

/** The provider's fee, in thousandths of the payment (1.5 %). */
const PROVIDER_FEE_PER_MILLE = 15n
/** The flat network fee, in cents. */
const NETWORK_FEE_CENTS = 50n
/** Places of the quoted purchase amount. */
const PURCHASE_DECIMALS = 6
/** Places prices are read to. */
const PRICE_DECIMALS = 18

export type { Money, OnrampQuote }

/**
 * The sandbox's price of a purchase, from the stored price table: a 1.5% provider fee and a
 * flat network fee come off the payment, the rest buys the asset. `amount` is a decimal
 * string; every step is integer arithmetic (cents, micro-units, prices to 18 places), rounded
 * half up, so what a quote says is what the sandbox pays. The payment method's limits are
 * checked before (`limitProblem`).
 */
export async function quoteOnramp(db: Queryable, req: { purchase: string; payment: string; amount: string }): Promise<OnrampQuote> {
  const prices = await readPrices(db, [req.purchase, req.payment])
  const asset = prices.get(req.purchase.toUpperCase())
  const fiat = prices.get(req.payment.toUpperCase())
  if (!asset) throw new ApiError(400, `Invalid body field 'purchaseCurrency': unsupported ${req.purchase}`, 'purchaseCurrency')
  if (!fiat) throw new ApiError(400, `Invalid body field 'paymentCurrency': unsupported ${req.payment}`, 'paymentCurrency')
  const total = toUnits(req.amount, 2)
  const providerFee = divideRounded(total * PROVIDER_FEE_PER_MILLE, 1000n)
  const subtotal = total - providerFee - NETWORK_FEE_CENTS
  const quantity = subtotal <= 0n
    ? 0n
    : divideRounded(subtotal * toUnits(fiat.usdDecimal, PRICE_DECIMALS) * 10n ** BigInt(PURCHASE_DECIMALS), 100n * toUnits(asset.usdDecimal, PRICE_DECIMALS))
  const money = (cents: bigint, currency = req.payment.toUpperCase()) => ({ value: fixedUnits(cents, 2), currency })
  return {
    coinbaseFee: money(providerFee),
    networkFee: money(NETWORK_FEE_CENTS),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(total),
    purchaseAmount: { value: fixedUnits(quantity, PURCHASE_DECIMALS), currency: req.purchase.toUpperCase() },
    quoteId: randomUUID(),
  }
}
