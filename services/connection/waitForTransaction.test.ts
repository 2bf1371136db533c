import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { waitForTransaction } from './waitForTransaction.js'

describe('waitForTransaction', () => {
  it('default: the receipt’s status comes back, and the balance is read again past its cache', async () => {
    const { scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledOnce())
    expect(await waitForTransaction(scope, '0xhash')).toEqual({ status: 'success' })
    expect(adapter.waitForTransaction).toHaveBeenCalledWith('0xhash', expect.objectContaining({ caipNetworkId: 'eip155:1' }))
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledTimes(2))
  })
})
