import { afterAll, beforeAll } from 'vitest'
import { createDevnetClients } from '../createDevnetClients.js'
import { startEvmDevnet, type EvmDevnet, type StartEvmDevnetOptions } from '../startEvmDevnet.js'

/** A devnet of a contract suite's own, with clients for its dev accounts. */
export interface ContractDevnet {
  devnet: EvmDevnet
  clients: ReturnType<typeof createDevnetClients>
}

/**
 * Starts a devnet on a free port (the demo contracts deployed) before the suite's tests and
 * stops it after them. The object it returns is filled in by the time the tests run.
 */
export function useContractDevnet(options: Omit<StartEvmDevnetOptions, 'port'> = {}): ContractDevnet {
  const env = {} as ContractDevnet
  beforeAll(async () => {
    env.devnet = await startEvmDevnet({ port: 0, ...options })
    env.clients = createDevnetClients(env.devnet)
  })
  afterAll(() => env.devnet?.stop())
  return env
}
