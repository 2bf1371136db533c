import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { sendTransaction } from './sendTransaction.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sendTransaction', () => {
  it('default: the wallet sends on the active network and the hash comes back', async () => {
    const { scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    expect(await sendTransaction(scope, { to, value: 1n })).toBe('0xhash')
    expect(adapter.sendTransaction).toHaveBeenCalledWith({ to, value: 1n }, expect.objectContaining({ caipNetworkId: 'eip155:1' }))
  })

  it('error: a declined send rejects with USER_REJECTED', async () => {
    const { scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    vi.mocked(adapter.sendTransaction).mockRejectedValueOnce({ code: 4001 })
    await expect(sendTransaction(scope, { to })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})
