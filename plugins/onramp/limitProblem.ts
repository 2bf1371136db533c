import type { OnrampMessage } from './OnrampMessage.js'
import type { PaymentCurrency, PaymentMethodLimit } from './OnrampState.js'

/** A limit as the API gives it (`7500.00`), written as every amount is: `locale`'s separators (7,500.00). */
const limitText = (limit: string, locale: string) => {
  const places = limit.split('.')[1]?.length ?? 0
  return new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places }).format(Number(limit))
}

/**
 * SPEC §5: the message refusing `amount` paid with `method` in `currency` when it is outside
 * that method's limits, naming the limit ("The minimum for card is 10.00 USD", the limit in
 * `locale`'s digits); undefined inside them, or when the currency lists no limits for the method.
 */
export function limitProblem(amount: number, method: PaymentMethodLimit['id'], currency: PaymentCurrency | undefined, locale = 'en'): OnrampMessage | undefined {
  const limits = currency?.payment_method_limits.find((l) => l.id === method)
  if (!limits || !currency) return undefined
  if (!Number.isFinite(amount) || amount < Number(limits.min)) return { id: 'buy.limit.min', values: { method, limit: limitText(limits.min, locale), currency: currency.id } }
  if (amount > Number(limits.max)) return { id: 'buy.limit.max', values: { method, limit: limitText(limits.max, locale), currency: currency.id } }
  return undefined
}
