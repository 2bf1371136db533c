import { toUnits } from './decimalAmount.js'

/** SPEC §5 default limits per payment method, as decimal strings in the payment currency. */
export const paymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** The payment methods of SPEC §5, by id. */
export type PaymentMethod = (typeof paymentMethodLimits)[number]['id']

/** The ids of the payment methods, for schemas. */
export const paymentMethodIds = paymentMethodLimits.map((limits) => limits.id) as [PaymentMethod, ...PaymentMethod[]]

/** What people call each payment method. */
export const paymentMethodLabels: Record<PaymentMethod, string> = { card: 'card', ach_bank_account: 'bank transfer' }

/** The fiat currencies a purchase is paid in (SPEC §9). */
export const paymentCurrencies = ['USD', 'EUR'] as const

/**
 * The sentence refusing `amount` of `currency` paid by `method` when it is outside the
 * method's SPEC §5 limits, naming the limit; undefined when it is inside them. `amount` is a
 * decimal string or integer cents, compared exactly.
 */
export function limitProblem(method: PaymentMethod, amount: string | bigint, currency: string): string | undefined {
  const limits = paymentMethodLimits.find((l) => l.id === method)!
  const cents = typeof amount === 'bigint' ? amount : toUnits(amount, 2)
  if (cents < toUnits(limits.min, 2)) return `the minimum for ${paymentMethodLabels[method]} is ${limits.min} ${currency}`
  if (cents > toUnits(limits.max, 2)) return `the maximum for ${paymentMethodLabels[method]} is ${limits.max} ${currency}`
  return undefined
}
