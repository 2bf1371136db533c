import { existsSync } from 'node:fs'
import type { Address, Hex } from 'viem'

/** The parts of the local EVM devnet the API tests use. */
export interface TestChain {
  url: string
  chainId: number
  accounts: { address: Address; privateKey: Hex }[]
  contracts: { token: { address: Address }; nft: { address: Address }; pool: { address: Address } }
  stop(): Promise<void>
}

const devnetModule = new URL('../../devnet/evm/startEvmDevnet.ts', import.meta.url)

/** True once the local EVM devnet is in the tree; the chain suites skip until then. */
export const hasEvmDevnet = existsSync(devnetModule)

/** Starts an independent local chain on a free port; default chain id 31337. */
export async function startTestChain(chainId?: number): Promise<TestChain> {
  const { startEvmDevnet } = (await import(devnetModule.href)) as { startEvmDevnet: (o: { port: number; chainId?: number }) => Promise<TestChain> }
  return startEvmDevnet({ port: 0, ...(chainId ? { chainId } : {}) })
}
