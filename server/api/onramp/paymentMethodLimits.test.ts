import { describe, expect, test } from 'vitest'
import { limitProblem } from './paymentMethodLimits.js'

describe('limitProblem', () => {
  test('default: amounts inside SPEC §5 limits pass, at both ends', () => {
    expect([limitProblem('card', '10', 'USD'), limitProblem('card', '7500', 'USD'), limitProblem('ach_bank_account', '25000', 'EUR')]).toEqual([undefined, undefined, undefined])
  })

  test('behavior: integer cents compare exactly', () => {
    expect(limitProblem('card', 999n, 'USD')).toBe('the minimum for card is 10.00 USD')
    expect(limitProblem('card', 750000n, 'USD')).toBeUndefined()
  })

  test('error: SPEC §5 limits per payment method, naming the limit', () => {
    expect(limitProblem('card', '9.99', 'USD')).toBe('the minimum for card is 10.00 USD')
    expect(limitProblem('card', '7500.01', 'EUR')).toBe('the maximum for card is 7500.00 EUR')
    expect(limitProblem('ach_bank_account', '8000', 'USD')).toBeUndefined()
    expect(limitProblem('ach_bank_account', '25000.01', 'USD')).toBe('the maximum for bank transfer is 25000.00 USD')
  })
})
