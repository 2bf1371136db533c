import { describe, expect, it } from 'vitest'
import { toWalletError } from 'airlock'
import { toProviderError } from './toProviderError.js'

describe('toProviderError', () => {
  it('rule protocol codes: declined, unsupported, unauthorised and disconnected map to EIP-1193', () => {
    expect(toProviderError({ code: 5000, message: 'User rejected.' })).toMatchObject({ code: 4001, message: 'User rejected.' })
    expect(toProviderError({ code: 5002, message: 'User rejected methods.' })).toMatchObject({ code: 4001 })
    expect(toProviderError({ code: 5101, message: 'Unsupported methods.' })).toMatchObject({ code: 4200 })
    expect(toProviderError({ code: 3001, message: 'Unauthorized method.' })).toMatchObject({ code: 4100 })
    expect(toProviderError({ code: 6000, message: 'User disconnected.' })).toMatchObject({ code: 4900 })
  })

  it('behavior: a declined proposal becomes USER_REJECTED in the kernel', () => {
    expect(toWalletError(toProviderError({ code: 5000, message: 'User rejected.' })).code).toBe('USER_REJECTED')
  })

  it('default: EIP-1193 and JSON-RPC codes, and errors without a code, pass through', () => {
    const declined = { code: 4001, message: 'User rejected the request.' }
    const internal = { code: -32603, message: 'Internal error' }
    const plain = new Error('socket closed')
    expect(toProviderError(declined)).toBe(declined)
    expect(toProviderError(internal)).toBe(internal)
    expect(toProviderError(plain)).toBe(plain)
  })
})
