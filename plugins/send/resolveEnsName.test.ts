import { createAirlock, defineEvmNetwork, mainnet, type Network } from 'airlock'
import { describe, expect, it } from 'vitest'
import { startEnsChain } from '../../local/devnet/ens/startEnsChain.js'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { useStarted } from '../../test/helpers/useStarted.js'
import catalogs from './messages?catalogs'
import { ensNetwork, resolveEnsName } from './resolveEnsName.js'

// The real local ENS chain (chain id 1): what the host's eip155:1 network points at in the demo.
const chain = useStarted(() => startEnsChain({ port: 0 }), (c) => c.stop(), 60_000)

const localEthereum = (): Network => ({
  ...mainnet,
  rpcUrls: { default: { http: [chain.url] } },
  contracts: { ensUniversalResolver: { address: chain.contracts.universalResolver } },
})
const configOf = (networks: Network[]) => ({ config: { networks } }) as never

/** A kernel on `network`, connected through a fake adapter, its send plugin loaded; no API. */
async function sendOn(networks: Network[]) {
  const fake = createFakeAdapter()
  const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks })
  airlock.logger.level = 'silent'
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  return airlock.plugins.api('send')
}

async function typed(controller: Awaited<ReturnType<typeof sendOn>>, input: string) {
  controller.setReceiver(input)
  await expect.poll(() => controller.state.resolvingReceiver, { timeout: 10_000 }).toBe(false)
  const { error } = controller.state
  // The form's message as a person reading English sees it.
  return { ...controller.state, error: error && { field: error.field, message: catalogs.en[error.id]!(error.values) } }
}

describe('resolveEnsName', () => {
  it("default: a .eth name gives its address through the host's eip155:1 RPC and UniversalResolver", async () => {
    const alice = chain.names[0]!
    expect(await resolveEnsName(configOf([localEthereum()]), 'Alice.eth')).toEqual({ name: 'alice.eth', address: alice.account.address, avatar: undefined })
  })

  it('rule: without an eip155:1 network, ENS is read on Airlock\'s default Ethereum', () => {
    const devnet = defineEvmNetwork({ id: 31337, name: 'Devnet', network: 'devnet', rpc: 'http://127.0.0.1:8545', testnet: true })
    expect(ensNetwork(configOf([devnet]))).toBe(mainnet)
    expect(ensNetwork(configOf([devnet, localEthereum()])).rpcUrls.default.http).toEqual([chain.url])
  })

  it('error: an unregistered name resolves to undefined; an unreachable RPC rejects', async () => {
    expect(await resolveEnsName(configOf([localEthereum()]), 'nobody.eth')).toBeUndefined()
    const down = { ...localEthereum(), rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    await expect(resolveEnsName(configOf([down]), 'alice.eth')).rejects.toThrow()
  })
})

describe('Send with an ENS receiver', () => {
  it('default: typing alice.eth fills in its address and shows the name', async () => {
    const state = await typed(await sendOn([localEthereum()]), 'alice.eth')
    expect(state).toMatchObject({ receiverAddress: chain.names[0]!.account.address, receiverProfileName: 'alice.eth', error: undefined })
  })

  it('error: an unknown name says no address is registered for it', async () => {
    const state = await typed(await sendOn([localEthereum()]), 'nobody.eth')
    expect(state.receiverAddress).toBeUndefined()
    expect(state.error).toEqual({ field: 'receiver', message: 'No address is registered for nobody.eth' })
  })

  it('error: when the RPC is down the form says ENS could not be reached', async () => {
    const state = await typed(await sendOn([{ ...localEthereum(), rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }]), 'alice.eth')
    expect(state.error).toEqual({ field: 'receiver', message: 'ENS could not be reached; enter an address' })
  })
})
