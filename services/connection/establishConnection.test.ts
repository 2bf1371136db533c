import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { establishConnection } from './establishConnection.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('establishConnection', () => {
  it('default: the namespace becomes active, the account connected, the adapter followed and the session remembered', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    airlock.chain.state.activeNamespace = 'solana'
    const connected = vi.fn()
    airlock.bus.on('account:connected', connected)
    establishConnection(scope, { id: 'io.metamask', name: 'MetaMask', namespace: 'eip155', icon: 'data:,' }, adapter, { address, caipNetworkId: 'eip155:1', accounts: [{ namespace: 'eip155', address, type: 'eoa' }] })
    expect(airlock.chain.state.activeNamespace).toBe('eip155')
    expect(airlock.chain.state.accounts.eip155).toMatchObject({
      status: 'connected',
      address,
      allAccounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      connectedWalletInfo: { name: 'MetaMask', identifier: 'io.metamask', icon: 'data:,' },
    })
    expect(scope.listening.has('eip155')).toBe(true)
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'eip155', walletId: 'io.metamask' })
    expect(connected).toHaveBeenCalledWith({ namespace: 'eip155', address, caipNetworkId: 'eip155:1', walletId: 'io.metamask' })
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledOnce())
  })
})
