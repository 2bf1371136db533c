import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { signMessage } from './signMessage.js'

describe('signMessage', () => {
  it('default: the connected account signs through its wallet', async () => {
    const { scope, adapter } = createTestConnection()
    const { address } = await connect(scope, testWallet)
    expect(await signMessage(scope, 'hello')).toBe('0xsigned')
    expect(adapter.signMessage).toHaveBeenCalledWith('hello', address)
  })

  it('error: a declined signature rejects with USER_REJECTED; no wallet, with UNAUTHORIZED', async () => {
    const { scope, adapter } = createTestConnection()
    await expect(signMessage(scope, 'hello')).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await connect(scope, testWallet)
    vi.mocked(adapter.signMessage).mockRejectedValueOnce({ code: 4001 })
    await expect(signMessage(scope, 'hello')).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})
