import { describe, expect, test } from 'vitest'
import { defaultOnrampOptions } from './defaultOnrampOptions.js'
import { limitProblem } from './limitProblem.js'

const [usd, eur] = defaultOnrampOptions().paymentCurrencies

describe('limitProblem', () => {
  test('default: amounts within the limits pass, at both ends', () => {
    expect([limitProblem(10, 'card', usd), limitProblem(7500, 'card', usd), limitProblem(25000, 'ach_bank_account', eur)]).toEqual([undefined, undefined, undefined])
  })

  test('error: SPEC §5 card 10.00–7500.00 and ach_bank_account 10.00–25000.00, naming the limit', () => {
    expect(limitProblem(9.99, 'card', usd)).toBe('The minimum for card is 10.00 USD')
    expect(limitProblem(7500.01, 'card', eur)).toBe('The maximum for card is 7500.00 EUR')
    expect(limitProblem(8000, 'ach_bank_account', usd)).toBeUndefined()
    expect(limitProblem(25000.01, 'ach_bank_account', usd)).toBe('The maximum for bank transfer is 25000.00 USD')
    expect(limitProblem(Number('abc'), 'card', usd)).toBe('The minimum for card is 10.00 USD')
  })
})
