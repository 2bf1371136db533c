import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { readPrices } from '../prices/readPrices.js'
import type { Money, OnrampQuote } from '../../../plugins/onramp/OnrampState.js'

const PROVIDER_FEE_RATE = 0.015
const NETWORK_FEE = 0.5

export type { Money, OnrampQuote }

/**
 * The sandbox's price of a purchase, from the stored price table: a 1.5% provider fee and a
 * flat network fee come off the payment, the rest buys the asset. The payment method's limits
 * are checked before (`limitProblem`).
 */
export async function quoteOnramp(db: Queryable, req: { purchase: string; payment: string; amount: number }): Promise<OnrampQuote> {
  const prices = await readPrices(db, [req.purchase, req.payment])
  const asset = prices.get(req.purchase.toUpperCase())
  const fiat = prices.get(req.payment.toUpperCase())
  if (!asset) throw new ApiError(400, `Invalid body field 'purchaseCurrency': unsupported ${req.purchase}`, 'purchaseCurrency')
  if (!fiat) throw new ApiError(400, `Invalid body field 'paymentCurrency': unsupported ${req.payment}`, 'paymentCurrency')
  const providerFee = round2(req.amount * PROVIDER_FEE_RATE)
  const subtotal = round2(req.amount - providerFee - NETWORK_FEE)
  const quantity = (subtotal * fiat.usd) / asset.usd
  const money = (value: number, currency = req.payment.toUpperCase()) => ({ value: value.toFixed(2), currency })
  return {
    coinbaseFee: money(providerFee),
    networkFee: money(NETWORK_FEE),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(req.amount),
    purchaseAmount: { value: quantity.toFixed(6), currency: req.purchase.toUpperCase() },
    quoteId: randomUUID(),
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100
}
