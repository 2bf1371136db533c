import { afterAll, beforeAll } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, type Address, type Hex, type TransactionReceipt } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoContracts } from '../../../local/devnet/evm/deployDemoContracts.js'
import type { DevAccount } from '../../../local/devnet/evm/deriveDevAccounts.js'
import { devnetSwaps } from '../../../local/devnet/evm/devnetSwaps.js'
import { sendEvmTransaction } from '../../frame/page/signing/sendEvmTransaction.js'
import type { Simulation } from '../../../services/simulation/Simulation.js'
import { startApiServer, type ApiServer, type ApiServerOptions } from '../startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './createApiClient.js'

/** A chain with the demo contracts that a simulation suite runs the API against (the local devnet, anvil). */
export interface SimulationChain {
  url: string
  chainId: number
  accounts: DevAccount[]
  contracts: DemoContracts
  stop(): Promise<void>
}

/**
 * Starts `startChain` and an API serving it (its tokens, NFT and swaps) before the suite, stops
 * both after it, and hands the suite what it reads and sends with.
 */
export function useSimulationApi<C extends SimulationChain>(startChain: () => Promise<C>, options: { databaseUrl?: string; rateLimits?: ApiServerOptions['rateLimits'] } = {}) {
  const projectId = `sim-${Math.random().toString(36).slice(2, 8)}`
  let chain: C
  let api: ApiServer
  let call: ApiCall
  beforeAll(async () => {
    chain = await startChain()
    api = await startApiServer({
      port: 0, ...(options.databaseUrl && { databaseUrl: options.databaseUrl }), ...(options.rateLimits && { rateLimits: options.rateLimits }), onError: () => {}, indexer: false,
      projects: [{ id: projectId, allowedOrigins: [] }],
      evm: { rpcUrl: chain.url, chainId: chain.chainId, contracts: { token: chain.contracts.token, nft: chain.contracts.nft }, swaps: devnetSwaps(chain.contracts) },
    })
    call = createApiClient(api.url, projectId)
  }, 120_000)
  afterAll(async () => {
    await api?.stop()
    await chain?.stop()
  })
  const reader = () => createPublicClient({ transport: http(chain.url) })
  const wallet = (i: number) => createWalletClient({ account: privateKeyToAccount(chain.accounts[i]!.privateKey), transport: http(chain.url) })
  return {
    chain: () => chain,
    call: ((...args) => call(...args)) as ApiCall,
    reader,
    addr: (i: number) => chain.accounts[i]!.address,
    wallet,
    /**
     * Sends `tx` from dev account `i` as the embedded wallet does (`sendEvmTransaction`: gas over
     * the node's estimate, which can run out on a block mined a second later), and refuses a
     * receipt that reverted.
     */
    send: async (i: number, tx: { to: Address; data: Hex; value?: bigint }): Promise<TransactionReceipt> => {
      const hash = await sendEvmTransaction(wallet(i), tx)
      const receipt = await reader().waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`The transaction to ${tx.to} reverted on chain (${hash})`)
      return receipt
    },
    dusd: () => chain.contracts.token.address,
    dusdOf: (account: Address) => reader().readContract({ address: chain.contracts.token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
    /** POST /v1/simulate: its status and body. */
    simulate: async (body: unknown) => {
      const res = await call('/v1/simulate', jsonBody(body))
      return { status: res.status, body: (await res.json()) as Simulation & { message?: string; field?: string; code?: string } }
    },
  }
}
