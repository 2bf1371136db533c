import { parseEther } from 'viem'
import { compileContracts } from './compileContracts.js'
import { deriveDevAccounts, type DevAccount } from './deriveDevAccounts.js'
import { startEdrServer, type EdrServer } from './startEdrServer.js'

/** A chain of its own for contracts the local stack places (ENS, Farcaster's registries). */
export interface ContractChain extends EdrServer {
  /** The 10 dev accounts, each funded with 100 ETH and unlocked. */
  accounts: DevAccount[]
  compiled: Awaited<ReturnType<typeof compileContracts>>
}

/**
 * Compiles the project's contracts while a fresh EDR chain with `chainId` starts, so a
 * service chain (ENS on id 1, Farcaster on id 10) can deploy them at once; if either fails,
 * the other is cleaned up and the first error thrown.
 */
export async function startContractChain(options: { host: string; port: number; chainId: number }): Promise<ContractChain> {
  const accounts = deriveDevAccounts(10)
  const [compiled, server] = await Promise.allSettled([compileContracts(), startEdrServer({ ...options, accounts, balance: parseEther('100') })])
  if (compiled.status === 'rejected' || server.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.close()
    throw compiled.status === 'rejected' ? compiled.reason : (server as PromiseRejectedResult).reason
  }
  return { ...server.value, accounts, compiled: compiled.value }
}
