import { describe, expect, it } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { connectedAdapter } from './connectedAdapter.js'

describe('connectedAdapter', () => {
  it('default: the adapter of a connected namespace', async () => {
    const { scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    expect(await connectedAdapter(scope, 'eip155')).toBe(adapter)
  })

  it('error: without a connected wallet the request is unauthorised (4100)', async () => {
    const { scope } = createTestConnection()
    await expect(connectedAdapter(scope, 'eip155')).rejects.toMatchObject({ code: 'UNAUTHORIZED', walletCode: 4100 })
  })
})
