import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'

describe('createConnectionController', () => {
  it('default: one controller per instance, loaded on first use, whose actions share one scope', async () => {
    const { airlock, adapter } = createTestConnection()
    const connection = await airlock.connection()
    expect(await airlock.connection()).toBe(connection)
    await connection.connect(testWallet)
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledOnce())
    await connection.refreshBalance()
    expect(adapter.getBalance).toHaveBeenCalledOnce()
  })

  it('behavior: a live balance change drops the cached balance and reads it again', async () => {
    const { airlock, adapter } = createTestConnection()
    const connection = await airlock.connection()
    const { address } = await connection.connect(testWallet)
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledOnce())
    airlock.bus.emit('account:balanceChanged', { namespace: 'eip155', caipAddress: `eip155:1:${address}` })
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledTimes(2))
  })
})
