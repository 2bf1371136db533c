import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { refreshIdentity } from './refreshIdentity.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

function setup() {
  const test = createTestConnection()
  test.airlock.chain.setAccount('eip155', { status: 'connected', address })
  return test
}

describe('refreshIdentity', () => {
  it('default: the resolved name and avatar are shown', async () => {
    const { airlock, scope } = setup()
    vi.spyOn(scope.identities, 'resolve').mockResolvedValue({ name: 'vitalik.eth', avatar: 'https://img.test/v.png' })
    await refreshIdentity(scope, 'eip155', address)
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ profileName: 'vitalik.eth', profileImage: 'https://img.test/v.png' })
  })

  it('behavior: an answer for an account no longer connected is dropped', async () => {
    const { airlock, scope } = setup()
    vi.spyOn(scope.identities, 'resolve').mockImplementation(async () => {
      airlock.chain.setAccount('eip155', { address: '0x0000000000000000000000000000000000000001' })
      return { name: 'vitalik.eth', avatar: undefined }
    })
    await refreshIdentity(scope, 'eip155', address)
    expect(airlock.chain.state.accounts.eip155?.profileName).toBeUndefined()
  })

  it('error: a failed lookup clears the name', async () => {
    const { airlock, scope } = setup()
    airlock.chain.setAccount('eip155', { profileName: 'old.eth' })
    vi.spyOn(scope.identities, 'resolve').mockRejectedValue(new Error('API down'))
    await refreshIdentity(scope, 'eip155', address)
    expect(airlock.chain.state.accounts.eip155?.profileName).toBeUndefined()
  })
})
