import { useStarted } from '../../../../test/helpers/useStarted.js'
import { createDevnetClients } from '../createDevnetClients.js'
import { startEvmDevnet, type EvmDevnet, type StartEvmDevnetOptions } from '../startEvmDevnet.js'

/** A devnet of a contract suite's own, with clients for its dev accounts. */
export interface ContractDevnet {
  devnet: EvmDevnet
  clients: ReturnType<typeof createDevnetClients>
}

/**
 * Starts a devnet on a free port (the demo contracts deployed) before the suite's tests and
 * stops it after them.
 */
export function useContractDevnet(options: Omit<StartEvmDevnetOptions, 'port'> = {}): ContractDevnet {
  return useStarted(
    async () => {
      const devnet = await startEvmDevnet({ port: 0, ...options })
      return { devnet, clients: createDevnetClients(devnet) }
    },
    ({ devnet }) => devnet.stop(),
  )
}
