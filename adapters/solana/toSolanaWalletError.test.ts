import { describe, expect, it } from 'vitest'
import { WalletError } from 'airlock'
import { toSolanaWalletError } from './toSolanaWalletError.js'

const codeOf = (error: unknown) => toSolanaWalletError(error).code

describe('toSolanaWalletError', () => {
  it('default: an Error with code 4001, as most Solana wallets reject, is USER_REJECTED with the original as cause', () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = toSolanaWalletError(declined)
    expect(error).toBeInstanceOf(WalletError)
    expect(error.code).toBe('USER_REJECTED')
    expect(error.shortMessage).toBe('Signature declined')
    expect((error.cause as Error).cause).toBe(declined)
  })

  it('rule: the code is found on a nested JSON-RPC error, in the cause chain, or as a string of digits', () => {
    expect(codeOf({ error: { code: 4001, message: 'declined' } })).toBe('USER_REJECTED')
    expect(codeOf(new Error('outer', { cause: { code: 4100 } }))).toBe('UNAUTHORIZED')
    expect(codeOf({ code: '4001' })).toBe('USER_REJECTED')
    expect(codeOf({ code: 4900 })).toBe('WALLET_DISCONNECTED')
  })

  it('rule: the string codes ACTION_REJECTED and USER_REJECTED mean declined', () => {
    expect(codeOf({ code: 'ACTION_REJECTED' })).toBe('USER_REJECTED')
    expect(codeOf(Object.assign(new Error('x'), { code: 'USER_REJECTED' }))).toBe('USER_REJECTED')
  })

  it('rule: the message text is never read, so an uncoded "User rejected" is WALLET_ERROR', () => {
    expect(codeOf(new Error('User rejected the request'))).toBe('WALLET_ERROR')
    expect(codeOf({ code: 'SOMETHING_ELSE' })).toBe('WALLET_ERROR')
    expect(codeOf('declined')).toBe('WALLET_ERROR')
  })

  it('behavior: a WalletError passes through unchanged', () => {
    const error = new WalletError('WALLET_NOT_FOUND', 'Wallet not found')
    expect(toSolanaWalletError(error)).toBe(error)
  })
})
