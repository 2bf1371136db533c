import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'

const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('followAdapter', () => {
  it('default: another account in the wallet becomes the connected one, on the same network', async () => {
    const { airlock, scope, emit } = createTestConnection()
    await connect(scope, testWallet)
    const changed = vi.fn()
    airlock.bus.on('account:changed', changed)
    emit('accountsChanged', { address: other })
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ address: other, caipAddress: `eip155:1:${other}` })
    expect(changed).toHaveBeenCalledWith({ namespace: 'eip155', address: other })
  })

  it('behavior: another network in the wallet becomes the app’s', async () => {
    const { airlock, scope, emit } = createTestConnection()
    await connect(scope, testWallet)
    emit('chainChanged', { caipNetworkId: 'eip155:8453' })
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:8453')
  })

  it('behavior: no account, or the wallet’s disconnect, forgets the connection', async () => {
    const { airlock, scope, emit } = createTestConnection()
    await connect(scope, testWallet)
    emit('accountsChanged', { address: undefined })
    expect(airlock.chain.state.accounts.eip155).toBeUndefined()
    await connect(scope, testWallet)
    emit('disconnect', undefined)
    expect(airlock.chain.state.accounts.eip155).toBeUndefined()
  })
})
