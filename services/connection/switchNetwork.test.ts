import { base } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { switchNetwork } from './switchNetwork.js'

describe('switchNetwork', () => {
  it('rule switch connected: the wallet is asked first, then the app follows it', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    await switchNetwork(scope, base)
    expect(adapter.switchNetwork).toHaveBeenCalledWith(base)
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:8453')
    expect(airlock.chain.state.accounts.eip155?.caipAddress).toMatch(/^eip155:8453:/)
  })

  it('rule switch disconnected: only the app’s network changes', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    const changed = vi.fn()
    airlock.bus.on('network:changed', changed)
    await switchNetwork(scope, base)
    expect(adapter.switchNetwork).not.toHaveBeenCalled()
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:8453')
    expect(changed).toHaveBeenCalledWith({ caipNetworkId: 'eip155:8453', supported: true })
  })

  it('error: a refused switch rejects with its WalletError and changes nothing', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    vi.mocked(adapter.switchNetwork).mockRejectedValueOnce({ code: 4001 })
    await expect(switchNetwork(scope, base)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:1')
  })
})
