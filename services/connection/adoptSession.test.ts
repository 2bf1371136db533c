import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { fakeSession, sessionAddress as address } from '../../test/helpers/fakeSession.js'
import { adoptSession } from './adoptSession.js'

const session = () => fakeSession({ name: 'Frame Wallet', url: 'https://frame.example', icons: ['https://frame.example/icon.png'] })

describe('adoptSession', () => {
  it('default: each namespace an adapter adopts is connected, remembered under the connector’s name', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    adapter.adoptSession = vi.fn(async () => ({ address, caipNetworkId: 'eip155:1' as const, accounts: [] }))
    const results = await adoptSession(scope, 'embedded', session(), 'eip155')
    expect(results).toEqual([{ address, caipNetworkId: 'eip155:1', accounts: [] }])
    expect(airlock.chain.state.accounts.eip155).toMatchObject({
      status: 'connected',
      connectedWalletInfo: { name: 'Frame Wallet', identifier: 'embedded', icon: 'https://frame.example/icon.png' },
    })
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'eip155', walletId: 'embedded' })
  })

  it('error: a session no adapter takes is ended, and the connect fails with 4100', async () => {
    const { scope } = createTestConnection()
    const ended = session()
    await expect(adoptSession(scope, 'embedded', ended, 'eip155')).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    expect(ended.disconnect).toHaveBeenCalledOnce()
  })
})
