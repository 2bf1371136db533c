import { describe, expect, test } from 'vitest'
import { checkSandboxPayment } from './checkSandboxPayment.js'

const now = new Date('2026-11-23T00:00:00Z')
const fieldOf = (run: () => void) => {
  try {
    run()
    return undefined
  } catch (error) {
    return (error as { field?: string }).field
  }
}

describe('checkSandboxPayment', () => {
  test('default: a test card and a test bank account pass', () => {
    expect(fieldOf(() => checkSandboxPayment('card', { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now))).toBeUndefined()
    expect(fieldOf(() => checkSandboxPayment('ach_bank_account', { routingNumber: '110000000', accountNumber: '000123456789' }, now))).toBeUndefined()
  })

  test('error: each bad field is named', () => {
    expect(fieldOf(() => checkSandboxPayment('card', { cardNumber: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, now))).toBe('cardNumber')
    expect(fieldOf(() => checkSandboxPayment('card', { cardNumber: '4242424242424242', expiry: '13/30', cvc: '123' }, now))).toBe('expiry')
    expect(fieldOf(() => checkSandboxPayment('card', { cardNumber: '4242424242424242', expiry: '10/26', cvc: '123' }, now))).toBe('expiry')
    expect(fieldOf(() => checkSandboxPayment('card', { cardNumber: '4242424242424242', expiry: '12/30', cvc: '12' }, now))).toBe('cvc')
    expect(fieldOf(() => checkSandboxPayment('ach_bank_account', { routingNumber: '110000001', accountNumber: '1234' }, now))).toBe('routingNumber')
    expect(fieldOf(() => checkSandboxPayment('ach_bank_account', { routingNumber: '110000000', accountNumber: '12' }, now))).toBe('accountNumber')
  })
})
