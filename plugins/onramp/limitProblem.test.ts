import { describe, expect, test } from 'vitest'
import { createI18n } from 'airlock'
import { defaultOnrampOptions } from './defaultOnrampOptions.js'
import { limitProblem } from './limitProblem.js'
import catalogs from './messages?catalogs'
import type { OnrampMessage } from './OnrampMessage.js'

const [usd, eur] = defaultOnrampOptions().paymentCurrencies

/** A message as the Buy view shows it, in English unless `i18n` says otherwise. */
const said = (message: OnrampMessage | undefined, i18n = createI18n('en')) => message && ('text' in message ? message.text : i18n.t(catalogs, message.id, message.values))

describe('limitProblem', () => {
  test('default: amounts within the limits pass, at both ends', () => {
    expect([limitProblem(10, 'card', usd), limitProblem(7500, 'card', usd), limitProblem(25000, 'ach_bank_account', eur)]).toEqual([undefined, undefined, undefined])
  })

  test('error: SPEC §5 card 10.00–7500.00 and ach_bank_account 10.00–25000.00, naming the limit', () => {
    expect(said(limitProblem(9.99, 'card', usd))).toBe('The minimum for card is 10.00 USD')
    expect(said(limitProblem(7500.01, 'card', eur))).toBe('The maximum for card is 7,500.00 EUR')
    expect(limitProblem(8000, 'ach_bank_account', usd)).toBeUndefined()
    expect(said(limitProblem(25000.01, 'ach_bank_account', usd))).toBe('The maximum for bank transfer is 25,000.00 USD')
    expect(said(limitProblem(Number('abc'), 'card', usd))).toBe('The minimum for card is 10.00 USD')
  })

  test('rule locale: the limit is written with the locale\'s separators, the method named in its language', async () => {
    const german = createI18n('de')
    await german.load(catalogs)
    expect(said(limitProblem(25000.01, 'ach_bank_account', usd, 'de'), german)).toBe('Der Höchstbetrag für Banküberweisung beträgt 25.000,00 USD')
  })
})
