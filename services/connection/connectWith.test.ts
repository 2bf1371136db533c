import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { fakeSession, sessionAddress as address } from '../../test/helpers/fakeSession.js'
import { fakeWalletConnect } from '../../test/helpers/fakeWalletConnect.js'
import { connectWith } from './connectWith.js'

const session = fakeSession()

describe('connectWith', () => {
  it('default: the connector begins the session, and its namespaces are connected under its name', async () => {
    const pair = vi.fn(async () => session)
    const { airlock, scope, adapter } = createTestConnection({ connectors: [fakeWalletConnect({ pair })] })
    adapter.adoptSession = vi.fn(async () => ({ address, caipNetworkId: 'eip155:1' as const, accounts: [] }))
    const onPairing = vi.fn()
    await connectWith(scope, 'walletconnect', (walletConnect) => walletConnect.pair(onPairing))
    expect(pair).toHaveBeenCalledWith(onPairing)
    expect(adapter.adoptSession).toHaveBeenCalledWith(session, expect.objectContaining({ caipNetworkId: 'eip155:1' }))
    expect(airlock.chain.state.accounts.eip155?.connectedWalletInfo).toEqual({ name: 'Phone Wallet', identifier: 'walletconnect' })
  })

  it('error: a session that could not begin rejects with its WalletError', async () => {
    const { scope } = createTestConnection({ connectors: [fakeWalletConnect({ pair: async () => Promise.reject({ code: 4001 }) })] })
    await expect(connectWith(scope, 'walletconnect', (walletConnect) => walletConnect.pair(() => {}))).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('error: a connector that is not configured is refused', async () => {
    const { scope } = createTestConnection({ connectors: [] })
    await expect(connectWith(scope, 'walletconnect', (walletConnect) => walletConnect.pair(() => {}))).rejects.toMatchObject({ code: 'WALLET_ERROR' })
  })
})
