import { base, mainnet, solana } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
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
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'eip155', walletId: 'io.metamask', caipNetworkId: 'eip155:1' })
    expect(connected).toHaveBeenCalledWith({ namespace: 'eip155', address, caipNetworkId: 'eip155:1', walletId: 'io.metamask' })
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledOnce())
  })

  it("behavior: not activated, a namespace connects beside the active one, whose network and remembered session stay", () => {
    const { airlock, scope, adapter } = createTestConnection({ networks: [mainnet, base, solana], adapters: [createFakeAdapter({ namespace: 'solana' }).descriptor] })
    const changed = vi.fn()
    establishConnection(scope, { id: 'embedded', name: 'Wallet', namespace: 'eip155' }, adapter, { address, caipNetworkId: 'eip155:8453', accounts: [] })
    airlock.bus.on('network:changed', changed)
    const solanaAddress = 'De4S4qQqwAEZ8F3qEhfsrAgrazDGuAJgA4ue2BSX2qHv'
    establishConnection(scope, { id: 'embedded', name: 'Wallet', namespace: 'solana' }, adapter, { address: solanaAddress, caipNetworkId: solana.caipNetworkId, accounts: [] }, { activate: false })
    expect(airlock.chain.state).toMatchObject({ activeNamespace: 'eip155', activeCaipNetworkId: 'eip155:8453' })
    expect(airlock.chain.state.accounts.solana).toMatchObject({ status: 'connected', caipAddress: `${solana.caipNetworkId}:${solanaAddress}` })
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'eip155', walletId: 'embedded', caipNetworkId: 'eip155:8453' })
    expect(changed).not.toHaveBeenCalled()
  })
})
