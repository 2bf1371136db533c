import { describe, expect, it } from 'vitest'
import { toWalletError } from './toWalletError.js'
import { WalletError } from './WalletError.js'

describe('toWalletError', () => {
  it('rule wallet errors by code: 4001 is a rejection shown as "Signature declined"', () => {
    const error = toWalletError({ code: 4001, message: 'anything at all' })
    expect(error).toBeInstanceOf(WalletError)
    expect(error.code).toBe('USER_REJECTED')
    expect(error.shortMessage).toBe('Signature declined')
    expect(error.walletCode).toBe(4001)
  })

  it('rule wallet errors by code: 4902 unrecognized chain, 5000 default, -32603 invalid chain id', () => {
    expect(toWalletError({ code: 4902 }).code).toBe('UNRECOGNIZED_CHAIN')
    expect(toWalletError({ code: 5000 }).code).toBe('WALLET_ERROR')
    expect(toWalletError({ code: -32603 }, { switching: true }).code).toBe('INVALID_CHAIN_ID')
  })

  it('behavior: -32603 outside a network switch is a generic failure', () => {
    const error = toWalletError({ code: -32603, message: 'gas estimation failed' })
    expect(error.code).toBe('WALLET_ERROR')
    expect(error.walletCode).toBe(-32603)
  })

  it('behavior: a code nested in data.originalError or a cause chain is found', () => {
    expect(toWalletError({ code: -32603, data: { originalError: { code: 4902 } } }).code).toBe('UNRECOGNIZED_CHAIN')
    expect(toWalletError(new Error('wrapped', { cause: { code: 4001 } })).code).toBe('USER_REJECTED')
  })

  it('behavior: the message text is never used to recognise a rejection', () => {
    const error = toWalletError(new Error('User rejected the request.'))
    expect(error.code).toBe('WALLET_ERROR')
    expect(error.shortMessage).toBe('Something went wrong')
  })

  it('behavior: the original error is kept as the cause', () => {
    const original = { code: 4001 }
    expect(toWalletError(original).cause).toBe(original)
    const already = toWalletError(original)
    expect(toWalletError(already)).toBe(already)
  })
})
