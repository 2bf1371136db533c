import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { forgetNamespace } from './forgetNamespace.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('forgetNamespace', () => {
  it('default: the account goes, the remembered session is forgotten, and the open modal shows Connect', () => {
    const { airlock, scope } = createTestConnection()
    airlock.chain.setAccount('eip155', { status: 'connected', address, caipAddress: `eip155:1:${address}`, connectedWalletInfo: { name: 'MetaMask', identifier: 'io.metamask' } })
    airlock.storage.set('connection', { namespace: 'eip155', walletId: 'io.metamask' })
    const stop = vi.fn()
    scope.listening.set('eip155', stop)
    airlock.open()
    forgetNamespace(scope, 'eip155')
    expect(airlock.chain.state.accounts.eip155).toBeUndefined()
    expect(airlock.storage.get('connection')).toBeUndefined()
    expect(stop).toHaveBeenCalledOnce()
    expect(airlock.router.state.view).toBe('Connect')
  })

  it('behavior: a session still serving another namespace is remembered by that one, on its network', () => {
    const { airlock, scope } = createTestConnection()
    const walletConnect = { name: 'Phone Wallet', identifier: 'walletconnect' }
    const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    airlock.chain.setAccount('eip155', { status: 'connected', address, connectedWalletInfo: walletConnect })
    airlock.chain.setAccount('solana', { status: 'connected', address: 'So1', caipAddress: `${solanaMainnet}:So1`, connectedWalletInfo: walletConnect })
    airlock.storage.set('connection', { namespace: 'eip155', walletId: 'walletconnect', caipNetworkId: 'eip155:1' })
    forgetNamespace(scope, 'eip155')
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'solana', walletId: 'walletconnect', caipNetworkId: solanaMainnet })
  })
})
