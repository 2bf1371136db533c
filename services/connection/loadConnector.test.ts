import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { fakeWalletConnect } from '../../test/helpers/fakeWalletConnect.js'
import { loadConnector } from './loadConnector.js'

describe('loadConnector', () => {
  it('default: the connector is made once per instance, with the instance’s context', async () => {
    const factory = vi.fn(() => ({ pair: vi.fn(), restore: async () => undefined }))
    const { airlock, scope } = createTestConnection({ connectors: [{ ...fakeWalletConnect(), connector: async () => factory }] })
    const first = await loadConnector(scope, 'walletconnect')
    expect(await loadConnector(scope, 'walletconnect')).toBe(first)
    expect(factory).toHaveBeenCalledOnce()
    expect(factory).toHaveBeenCalledWith(airlock)
  })

  it('behavior: code that failed to load is loaded again next time', async () => {
    let attempt = 0
    const connector = { pair: vi.fn(), restore: async () => undefined }
    const load = async () => {
      if (++attempt === 1) throw new Error('offline')
      return () => connector
    }
    const { scope } = createTestConnection({ connectors: [{ ...fakeWalletConnect(), connector: load }] })
    await expect(loadConnector(scope, 'walletconnect')).rejects.toThrow('offline')
    await expect(loadConnector(scope, 'walletconnect')).resolves.toBe(connector)
  })
})
