import { http } from 'viem'
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction'
import { startBundler, type Bundler } from '../../bundler/startBundler.js'
import { createDevnetClients } from '../../devnet/evm/createDevnetClients.js'
import { startEvmDevnet, type EvmDevnet } from '../../devnet/evm/startEvmDevnet.js'
import { localSmartAccounts } from '../../stack/localSmartAccounts.js'
import type { SponsorPolicySeed } from '../sponsor/SponsorPolicy.js'
import { startApiServer, type ApiServer } from '../startApiServer.js'
import { createApiClient, type ApiCall } from './createApiClient.js'
import type { TestBackend } from './testBackends.js'

/** A local chain with its bundler (alto) and the API in front of both, for smart-account suites. */
export interface SmartAccountTestbed {
  devnet: EvmDevnet
  bundler: Bundler
  api: ApiServer
  clients: ReturnType<typeof createDevnetClients>
  /** The project with a sponsorship policy, and one without. */
  projectId: string
  unsponsoredProjectId: string
  call: ApiCall
  /** The API's bundler endpoint for the chain (what the networks list hands out). */
  bundlerUrl: string
  /** The API's ERC-7677 endpoint for `projectId`. */
  paymasterUrl: string
  /** A viem bundler client through the API for `account`, sponsored when `sponsored`. */
  bundlerClient(account: SmartAccount, options?: { sponsored?: boolean }): ReturnType<typeof createBundlerClient>
  stop(): Promise<void>
}

/**
 * Starts a devnet, alto against it on a free port, and the API over `backend` with the
 * chain's smart accounts configured and `policy(devnet)` as the project's sponsorship.
 */
export async function startSmartAccountTestbed(
  backend: TestBackend,
  policy: (devnet: EvmDevnet) => SponsorPolicySeed,
): Promise<SmartAccountTestbed> {
  const run = Math.random().toString(36).slice(2, 8)
  const projectId = `sa-${run}`
  const unsponsoredProjectId = `sa-free-${run}`
  const devnet = await startEvmDevnet({ port: 0 })
  let bundler: Bundler | undefined
  try {
    bundler = await startBundler({
      port: 0,
      rpcUrl: devnet.url,
      entryPoints: [devnet.smartAccounts.entryPoint07, devnet.smartAccounts.entryPoint08],
      executorPrivateKey: devnet.operators.bundlerExecutor.privateKey,
      utilityPrivateKey: devnet.operators.bundlerUtility.privateKey,
    })
    const api = await startApiServer({
      port: 0,
      databaseUrl: backend.databaseUrl,
      onError: () => {},
      indexer: false,
      evm: { rpcUrl: devnet.url, chainId: devnet.chainId, smartAccounts: localSmartAccounts(devnet, bundler.url) },
      projects: [
        { id: projectId, allowedOrigins: [], sponsorship: [policy(devnet)] },
        { id: unsponsoredProjectId, allowedOrigins: [] },
      ],
    })
    const clients = createDevnetClients(devnet)
    const bundlerUrl = `${api.url}/v1/bundler?chainId=eip155:${devnet.chainId}&projectId=${projectId}`
    const paymasterUrl = `${api.url}/v1/paymaster?projectId=${projectId}`
    const started = bundler
    return {
      devnet, bundler, api, clients, projectId, unsponsoredProjectId, bundlerUrl, paymasterUrl,
      call: createApiClient(api.url, projectId),
      bundlerClient: (account, options = {}) =>
        createBundlerClient({
          account,
          client: clients.publicClient,
          chain: clients.chain,
          transport: http(bundlerUrl, { retryCount: 0 }),
          ...(options.sponsored && { paymaster: createPaymasterClient({ transport: http(paymasterUrl, { retryCount: 0 }) }) }),
        }),
      async stop() {
        await api.stop()
        await started.stop()
        await devnet.stop()
      },
    }
  } catch (error) {
    await bundler?.stop()
    await devnet.stop()
    throw error
  }
}
