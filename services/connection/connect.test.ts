import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'

describe('connect', () => {
  it('default: the account is connected on the wallet’s network and the wallet becomes a recent one', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    const connected = vi.fn()
    airlock.bus.on('account:connected', connected)
    const result = await connect(scope, testWallet)
    expect(adapter.connect).toHaveBeenCalledWith('io.metamask', expect.objectContaining({ caipNetworkId: 'eip155:1' }))
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ status: 'connected', address: result.address, caipAddress: `eip155:1:${result.address}` })
    expect(airlock.wallets.state.recent.map((wallet) => wallet.id)).toEqual(['io.metamask'])
    expect(connected).toHaveBeenCalledWith({ namespace: 'eip155', address: result.address, caipNetworkId: 'eip155:1', walletId: 'io.metamask' })
  })

  it('error: a declined request rejects with USER_REJECTED and leaves the account disconnected', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    vi.mocked(adapter.connect).mockRejectedValueOnce({ code: 4001 })
    await expect(connect(scope, testWallet)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(airlock.chain.state.accounts.eip155?.status).toBe('disconnected')
    expect(airlock.wallets.state.recent).toEqual([])
  })
})
