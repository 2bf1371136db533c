import { ApiError } from '../http/ApiError.js'
import type { PaymentMethod } from './paymentMethodLimits.js'

/**
 * Checks the sandbox checkout's form as a real one would, before anything is paid: a card
 * number passing the Luhn check, an expiry not past, a 3–4 digit CVC; or a 9-digit ABA
 * routing number with a valid checksum and a 4–17 digit account number. A bad field is a
 * 400 naming it.
 */
export function checkSandboxPayment(method: PaymentMethod, form: Record<string, unknown>, now = new Date()): void {
  const field = (name: string) => String(form[name] ?? '').replace(/[\s-]/g, '')
  const refuse = (name: string, message: string) => { throw new ApiError(400, `Invalid form field '${name}': ${message}`, name) }
  if (method === 'card') {
    const number = field('cardNumber')
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) refuse('cardNumber', 'not a valid card number')
    const expiry = /^(\d{2})\/(\d{2})$/.exec(field('expiry'))
    const month = Number(expiry?.[1])
    if (!expiry || month < 1 || month > 12) refuse('expiry', 'expected MM/YY')
    if (new Date(2000 + Number(expiry![2]), month, 1) <= now) refuse('expiry', 'the card has expired')
    if (!/^\d{3,4}$/.test(field('cvc'))) refuse('cvc', 'expected 3 or 4 digits')
    return
  }
  const routing = field('routingNumber')
  if (!/^\d{9}$/.test(routing) || !abaChecksum(routing)) refuse('routingNumber', 'not a valid routing number')
  if (!/^\d{4,17}$/.test(field('accountNumber'))) refuse('accountNumber', 'expected 4 to 17 digits')
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

function abaChecksum(digits: string): boolean {
  const d = [...digits].map(Number)
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0
}
