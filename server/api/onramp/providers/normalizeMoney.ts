import type { Money } from '../quoteOnramp.js'

/** `{ value, currency }` from a provider's amount object (`value` or `amount`), or from a number and its currency. */
export function normalizeMoney(raw: unknown, currency?: string): Money {
  if (typeof raw === 'number' || typeof raw === 'string') return { value: String(raw), currency: currency ?? '' }
  const money = (raw ?? {}) as { value?: unknown; amount?: unknown; currency?: unknown }
  return { value: String(money.value ?? money.amount ?? '0'), currency: String(money.currency ?? currency ?? '') }
}
