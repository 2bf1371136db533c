import type { PaymentCurrency, PaymentMethodLimit } from './OnrampState.js'

const methodNames: Record<PaymentMethodLimit['id'], string> = { card: 'card', ach_bank_account: 'bank transfer' }

/**
 * SPEC §5: the sentence refusing `amount` paid with `method` in `currency` when it is outside
 * that method's limits, naming the limit ("The minimum for card is 10.00 USD"); undefined
 * inside them, or when the currency lists no limits for the method.
 */
export function limitProblem(amount: number, method: PaymentMethodLimit['id'], currency: PaymentCurrency | undefined): string | undefined {
  const limits = currency?.payment_method_limits.find((l) => l.id === method)
  if (!limits || !currency) return undefined
  if (!Number.isFinite(amount) || amount < Number(limits.min)) return `The minimum for ${methodNames[method]} is ${limits.min} ${currency.id}`
  if (amount > Number(limits.max)) return `The maximum for ${methodNames[method]} is ${limits.max} ${currency.id}`
  return undefined
}
