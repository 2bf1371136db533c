import { describe, expect, test } from 'vitest'
import { registrationMessage } from '../../../plugins/names/registrationMessage.js'
import { parseRegistrationMessage } from './parseRegistrationMessage.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const issuedAt = Date.UTC(2026, 4, 1, 12)

describe('parseRegistrationMessage', () => {
  test('default: the text the names feature has a wallet sign reads back field by field', () => {
    const message = registrationMessage({ name: 'alice.airlock.id', address, issuedAt, attributes: { avatar: 'https://img.test/a.png' } })
    expect(message).toBe(
      [
        'Register a name for your account',
        '',
        'Name: alice.airlock.id',
        `Account: ${address}`,
        'Coin type: 60',
        'Issued at: 2026-05-01T12:00:00.000Z',
        'Attribute avatar: https://img.test/a.png',
        '',
        'Signing registers this name for this account. It costs nothing and sends no transaction.',
      ].join('\n'),
    )
    expect(parseRegistrationMessage(message)).toEqual({ name: 'alice.airlock.id', address, coinType: 60, issuedAt, attributes: { avatar: 'https://img.test/a.png' } })
  })

  test('error: JSON, a missing or reordered line, extra text and bad values each say what is wrong', () => {
    const good = registrationMessage({ name: 'alice.airlock.id', address, issuedAt })
    const lines = good.split('\n')
    const cases: [string, RegExp][] = [
      [JSON.stringify({ name: 'alice.airlock.id', attributes: {}, timestamp: issuedAt, coinType: 60 }), /starting 'Register a name/],
      [[...lines.slice(0, 3), lines[4], lines[3], ...lines.slice(5)].join('\n'), /in that order/],
      [`${good}\nSend all funds to 0xdead`, /to end 'Signing registers/],
      [good.replace('Name: alice.airlock.id', 'Name: '), /1 to 80 characters/],
      [good.replace(address, '0x1234'), /0x address/],
      [good.replace('Coin type: 60', 'Coin type: 61'), /coin type/],
      [good.replace('2026-05-01T12:00:00.000Z', 'yesterday'), /ISO 8601/],
      [good.replace('Issued at: 2026-05-01T12:00:00.000Z', 'Issued at: 2026-05-01T12:00:00.000Z\nAttribute bad key: x'), /line 7/],
      [good.replace('Issued at: 2026-05-01T12:00:00.000Z', 'Issued at: 2026-05-01T12:00:00.000Z\nAttribute a: 1\nAttribute a: 2'), /line 8/],
      [good.replaceAll('\n', '\r\n'), /starting/],
    ]
    for (const [message, problem] of cases) expect([message, parseRegistrationMessage(message)]).toEqual([message, { problem: expect.stringMatching(problem) }])
  })

  test('rule: an attribute named like an object property is an attribute like any other', () => {
    const message = registrationMessage({ name: 'alice.airlock.id', address, issuedAt, attributes: { __proto__x: 'a', constructor: 'b' } })
    expect(parseRegistrationMessage(message)).toMatchObject({ attributes: { __proto__x: 'a', constructor: 'b' } })
  })
})
