import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'

describe('disconnect', () => {
  it('default: the wallet ends its session and the app forgets it', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    const disconnected = vi.fn()
    airlock.bus.on('account:disconnected', disconnected)
    await disconnect(scope)
    expect(adapter.disconnect).toHaveBeenCalledOnce()
    expect(airlock.chain.state.accounts).toEqual({})
    expect(airlock.storage.get('connection')).toBeUndefined()
    expect(disconnected).toHaveBeenCalledWith({ namespace: 'eip155' })
  })

  it('error: a wallet that fails to end its session is still forgotten', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    vi.mocked(adapter.disconnect).mockRejectedValueOnce(new Error('gone'))
    await disconnect(scope, 'eip155')
    expect(airlock.chain.state.accounts.eip155).toBeUndefined()
  })
})
