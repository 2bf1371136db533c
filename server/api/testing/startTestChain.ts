import { startEvmDevnet, type EvmDevnet } from '../../../local/devnet/evm/startEvmDevnet.js'

/** The local EVM devnet the API chain suites index. */
export type TestChain = EvmDevnet

/** Starts an independent local chain on a free port; default chain id 31337. */
export function startTestChain(chainId?: number): Promise<TestChain> {
  return startEvmDevnet({ port: 0, ...(chainId ? { chainId } : {}) })
}
