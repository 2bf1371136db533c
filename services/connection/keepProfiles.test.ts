import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { keepProfiles, profileKey } from './keepProfiles.js'
import { refreshIdentity } from './refreshIdentity.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('keepProfiles', () => {
  it('default: the name and avatar an account shows are kept for its address on its network, and the next page load shows them from its connect on', async () => {
    const first = createTestConnection()
    vi.spyOn(first.scope.identities, 'resolve').mockReturnValue(new Promise(() => {}))
    keepProfiles(first.airlock)
    await connect(first.scope, testWallet)
    first.airlock.chain.setAccount('eip155', { profileName: 'dana.airlock.id' })
    await settle()
    expect(first.airlock.storage.get(profileKey(`eip155:1:${address}`))).toEqual({ name: 'dana.airlock.id' })

    // A reload: a new instance on the same page storage (carried over by hand: in Node the
    // storage is each instance's memory); the lookups have not answered yet.
    const second = createTestConnection()
    second.airlock.storage.set(profileKey(`eip155:1:${address}`), first.airlock.storage.get(profileKey(`eip155:1:${address}`)))
    vi.spyOn(second.scope.identities, 'resolve').mockReturnValue(new Promise(() => {}))
    const seen: (string | undefined)[] = []
    second.airlock.bus.on('account:connected', () => seen.push(second.airlock.chain.state.accounts.eip155?.profileName))
    await connect(second.scope, testWallet)
    expect(seen).toEqual(['dana.airlock.id'])
  })

  it("behavior: an identity lookup with nothing to say (a testnet) leaves a kept name a feature shows; a name no longer shown is forgotten", async () => {
    const { airlock, scope } = createTestConnection()
    keepProfiles(airlock)
    airlock.storage.set(profileKey(`eip155:1:${address}`), { name: 'dana.airlock.id' })
    vi.spyOn(scope.identities, 'resolve').mockResolvedValue(undefined)
    await connect(scope, testWallet)
    await refreshIdentity(scope, 'eip155', address)
    expect(airlock.chain.state.accounts.eip155?.profileName).toBe('dana.airlock.id')
    airlock.chain.setAccount('eip155', { profileName: undefined })
    await settle()
    expect(airlock.storage.get(profileKey(`eip155:1:${address}`))).toBeUndefined()
  })
})
