import { createAirlock, mainnet } from 'airlock'
import { createFakeAdapter } from './fakeAdapter.js'

/** A kernel on mainnet connected through a fake adapter (1.2345 ETH, no API), its send plugin loaded. */
export async function openSendPlugin() {
  const fake = createFakeAdapter()
  const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet] })
  airlock.logger.level = 'silent'
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  const controller = await airlock.plugins.api('send')
  return { airlock, controller, ...fake }
}
