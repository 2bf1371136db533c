import { describe, expect, it } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { rememberConnection } from './rememberConnection.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('rememberConnection', () => {
  it("default: the active namespace's wallet and the active network are remembered for the next page load", () => {
    const { airlock, scope } = createTestConnection()
    airlock.chain.setActiveNetwork('eip155:8453')
    airlock.chain.setAccount('eip155', { status: 'connected', address, connectedWalletInfo: { name: 'MetaMask', identifier: 'io.metamask' } })
    rememberConnection(scope)
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'eip155', walletId: 'io.metamask', caipNetworkId: 'eip155:8453' })
  })

  it('behavior: with no connected account on the active namespace, what was remembered stays', () => {
    const { airlock, scope } = createTestConnection()
    airlock.storage.set('connection', { namespace: 'eip155', walletId: 'io.metamask', caipNetworkId: 'eip155:1' })
    airlock.chain.setAccount('eip155', { status: 'connecting' })
    rememberConnection(scope)
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'eip155', walletId: 'io.metamask', caipNetworkId: 'eip155:1' })
  })
})
