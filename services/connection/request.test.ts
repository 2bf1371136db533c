import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { request } from './request.js'

describe('request', () => {
  it('default: the request goes to the connected wallet\'s provider and its answer comes back as it came', async () => {
    const { scope, adapter } = createTestConnection()
    const answer = { '0x1': { atomic: { status: 'supported' } } }
    const provider = { request: vi.fn(async () => answer) }
    adapter.provider = () => provider
    await connect(scope, testWallet)
    expect(await request(scope, { method: 'wallet_getCapabilities', params: ['0xabc', ['0x1']] })).toBe(answer)
    expect(provider.request).toHaveBeenCalledWith({ method: 'wallet_getCapabilities', params: ['0xabc', ['0x1']] })
  })

  it('error: SPEC §8 a wallet that does not know the method rejects with UNSUPPORTED_METHOD, one that declines with USER_REJECTED', async () => {
    const { scope, adapter } = createTestConnection()
    const provider = { request: vi.fn().mockRejectedValueOnce({ code: 4200 }).mockRejectedValueOnce({ code: 4001 }) }
    adapter.provider = () => provider
    await connect(scope, testWallet)
    await expect(request(scope, { method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD', walletCode: 4200 })
    await expect(request(scope, { method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('error: a wallet without an EIP-1193 provider rejects with UNSUPPORTED_METHOD; without a connection, UNAUTHORIZED', async () => {
    const { scope } = createTestConnection()
    await expect(request(scope, { method: 'wallet_getCapabilities' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await connect(scope, testWallet)
    await expect(request(scope, { method: 'wallet_getCapabilities' })).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD' })
  })
})
