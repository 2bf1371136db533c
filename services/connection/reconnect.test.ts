import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { fakeSession } from '../../test/helpers/fakeSession.js'
import { fakeWalletConnect } from '../../test/helpers/fakeWalletConnect.js'
import { rememberRecentWallet } from '../wallets/rememberRecentWallet.js'
import { reconnect } from './reconnect.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('reconnect', () => {
  it('default: the remembered wallet, still authorising the site, is connected again without a prompt', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    airlock.storage.set('connection', { namespace: 'eip155', walletId: testWallet.id })
    rememberRecentWallet(airlock, { ...testWallet, installed: true })
    await reconnect(scope)
    expect(adapter.reconnect).toHaveBeenCalledWith('io.metamask', expect.objectContaining({ caipNetworkId: 'eip155:1' }))
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ status: 'connected', connectedWalletInfo: { name: 'MetaMask', identifier: 'io.metamask' } })
  })

  it('behavior: a connector’s session is restored and adopted, with no new pairing', async () => {
    const session = fakeSession()
    const pair = vi.fn()
    const { airlock, scope, adapter } = createTestConnection({ connectors: [fakeWalletConnect({ pair, restore: async () => session })] })
    adapter.adoptSession = vi.fn(async () => ({ address, caipNetworkId: 'eip155:1' as const, accounts: [] }))
    airlock.storage.set('connection', { namespace: 'eip155', walletId: 'walletconnect' })
    await reconnect(scope)
    expect(airlock.chain.state.accounts.eip155?.status).toBe('connected')
    expect(pair).not.toHaveBeenCalled()
  })

  it('behavior: a wallet that no longer authorises the site is forgotten', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    vi.mocked(adapter.reconnect).mockResolvedValueOnce(undefined)
    airlock.storage.set('connection', { namespace: 'eip155', walletId: testWallet.id })
    await reconnect(scope)
    expect(airlock.storage.get('connection')).toBeUndefined()
    expect(airlock.chain.state.accounts.eip155).toBeUndefined()
  })

  it('behavior: nothing remembered, nothing asked', async () => {
    const { scope, adapter } = createTestConnection()
    await reconnect(scope)
    expect(adapter.reconnect).not.toHaveBeenCalled()
  })
})
