import { describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { useStarted } from '../../test/helpers/useStarted.js'
import { startEnsChain } from '../../local/devnet/ens/startEnsChain.js'
import { registrationMessage } from '../../plugins/names/registrationMessage.js'
import { jsonBody } from './testing/createApiClient.js'
import { startTestApi } from './testing/startTestApi.js'
import type { TestBackend } from './testing/testBackends.js'

// A store of its own: ENS is what this reads, and in a PostgreSQL store other suites share, an
// Airlock name they register for the same dev accounts comes first and hides it.
const ownStore: TestBackend[] = [{ name: 'pglite' }]

// The API reads ENS through the local chain that poses as mainnet (chain id 1), as it reads
// Ethereum's through a mainnet RPC.
const chain = useStarted(() => startEnsChain({ port: 0 }), (c) => c.stop(), 60_000)

describe.each(ownStore)('Identities from ENS over $name', (backend) => {
  const t = useStarted(() => startTestApi(backend, { ens: { rpcUrl: chain.url, universalResolver: chain.contracts.universalResolver } }), (s) => s.api.stop(), 30_000)
  const identity = async (address: string) => (await t.call(`/v1/identity/${address}`)).json()

  test('default: an address with an ENS primary name gets it, with the API monogram for its https avatar record', async () => {
    const alice = chain.names.find((n) => n.name === 'alice.eth')!
    expect(await identity(alice.account.address)).toEqual({ name: 'alice.eth', avatar: `${t.api.url}/public/getAvatarImage/alice.eth` })
    expect(await identity(chain.names.find((n) => n.name === 'bob.eth')!.account.address)).toEqual({ name: 'bob.eth', avatar: null })
  })

  test('behavior: a name that only resolves forward (no reverse record) and an unknown address have no identity', async () => {
    expect(await identity(chain.names.find((n) => n.name === 'carol.eth')!.account.address)).toEqual({ name: null, avatar: null })
    expect(await identity(chain.accounts[9]!.address)).toEqual({ name: null, avatar: null })
  })

  test("rule: a name in the product's zone comes before the ENS name", async () => {
    const bob = chain.names.find((n) => n.name === 'bob.eth')!
    const signer = privateKeyToAccount(bob.account.privateKey)
    const label = `bobens${t.run.replace(/[0-9]/g, 'x')}`
    const message = registrationMessage({ name: label, address: signer.address })
    const registered = await t.call('/v1/profile/account', jsonBody({ coin_type: 60, address: signer.address, message, signature: await signer.signMessage({ message }) }))
    expect(registered.status).toBe(200)
    expect(await identity(bob.account.address)).toMatchObject({ name: `${label}.airlock.id` })
  })
})

describe('Identities when ENS cannot be reached', () => {
  // A port nothing listens on: the node is down.
  const t = useStarted(() => startTestApi(ownStore[0]!, { ens: { rpcUrl: 'http://127.0.0.1:9', universalResolver: chain.contracts.universalResolver } }), (s) => s.api.stop(), 30_000)

  test('error: the identity is a 502 naming ENS (the client then tries its fallback name lookup), not an empty answer', async () => {
    const res = await t.call(`/v1/identity/${chain.accounts[1]!.address}`)
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ message: 'ENS could not be reached' })
  })
})
