import { type AirlockConfigInput, base, createAirlock, mainnet } from 'airlock'
import { createConnectionScope } from '../../services/connection/ConnectionScope.js'
import { createFakeAdapter } from './fakeAdapter.js'

/**
 * An instance on Ethereum and Base with a fake eip155 adapter (and `config.adapters` beside
 * it), and a connection scope of its own, for tests of one connection action at a time.
 */
export function createTestConnection(config: Partial<AirlockConfigInput> = {}, adapter: Parameters<typeof createFakeAdapter>[0] = {}) {
  const fake = createFakeAdapter(adapter)
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet, base], ...config, adapters: [fake.descriptor, ...(config.adapters ?? [])] })
  airlock.logger.level = 'silent'
  return { airlock, scope: createConnectionScope(airlock), ...fake }
}

/** The wallet the fake adapter connects. */
export const testWallet = { id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' } as const
