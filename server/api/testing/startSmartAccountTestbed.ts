import { http } from 'viem'
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiwxMessage } from '../../../plugins/siwx/messages/createSiwxMessage.js'
import { formatSiwxMessage } from '../../../plugins/siwx/messages/formatSiwxMessage.js'
import { startBundler, type Bundler } from '../../../local/bundler/startBundler.js'
import { createDevnetClients } from '../../../local/devnet/evm/createDevnetClients.js'
import { startEvmDevnet, type EvmDevnet } from '../../../local/devnet/evm/startEvmDevnet.js'
import { localSmartAccounts } from '../../../local/stack/localSmartAccounts.js'
import type { SponsorPolicySeed } from '../sponsor/SponsorPolicy.js'
import { startApiServer, type ApiServer } from '../startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './createApiClient.js'
import type { TestBackend } from './testBackends.js'

/** The page the testbed's users sign in on (an allowed origin of its projects). */
const page = { domain: 'app.example.com', uri: 'https://app.example.com' }

/** A local chain with its bundler (alto) and the API in front of both, for smart-account suites. */
export interface SmartAccountTestbed {
  devnet: EvmDevnet
  bundler: Bundler
  api: ApiServer
  clients: ReturnType<typeof createDevnetClients>
  /** The project with a sponsorship policy (for signed-in users), one without, and one whose policy sponsors anyone. */
  projectId: string
  unsponsoredProjectId: string
  openProjectId: string
  call: ApiCall
  /** The API's bundler endpoint for the chain (what the networks list hands out). */
  bundlerUrl: string
  /** The API's ERC-7677 endpoint for `projectId`. */
  paymasterUrl: string
  /** A user of `projectId` signed in with a fresh wallet (SIWX): the session token sponsorship asks for. */
  signIn(): Promise<string>
  /** The session of the user every sponsored client signs in as unless told otherwise. */
  token: string
  /**
   * A viem bundler client through the API for `account`; when `sponsored`, with the project's
   * paymaster, asked as `token`'s user (default {@link token}; `null` for nobody signed in),
   * from `clientAddress` (default this machine's).
   */
  bundlerClient(account: SmartAccount, options?: { sponsored?: boolean; token?: string | null; projectId?: string; clientAddress?: string }): ReturnType<typeof createBundlerClient>
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
  const openProjectId = `sa-open-${run}`
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
      // The sponsor's per-address budget is what some suites test: a client address may be named (X-Forwarded-For).
      trustedProxies: 1,
      rateLimits: { sessions: { limit: 1000, windowSeconds: 60 }, sponsorSignatures: { limit: 1000, windowSeconds: 60 }, sponsorSignaturesPerUser: { limit: 1000, windowSeconds: 60 } },
      evm: { rpcUrl: devnet.url, chainId: devnet.chainId, smartAccounts: localSmartAccounts(devnet, bundler.url) },
      projects: [
        { id: projectId, allowedOrigins: [page.uri], sponsorship: [policy(devnet)] },
        { id: unsponsoredProjectId, allowedOrigins: [page.uri] },
        { id: openProjectId, allowedOrigins: [page.uri], sponsorship: [{ ...policy(devnet), requireSignIn: false }] },
      ],
    })
    const clients = createDevnetClients(devnet)
    const bundlerUrl = `${api.url}/v1/bundler?chainId=eip155:${devnet.chainId}&projectId=${projectId}`
    const paymasterUrl = `${api.url}/v1/paymaster?projectId=${projectId}`
    const call = createApiClient(api.url, projectId)
    const signIn = async () => {
      const wallet = privateKeyToAccount(generatePrivateKey())
      const { nonce } = (await (await call('/v1/siwx/nonce', { method: 'POST' })).json()) as { nonce: string }
      const message = formatSiwxMessage(createSiwxMessage({ chainId: `eip155:${devnet.chainId}`, accountAddress: wallet.address }, { ...page, nonce }))
      const answer = await call('/v1/siwx/sessions', jsonBody({ message, signature: await wallet.signMessage({ message }) }))
      if (answer.status !== 201) throw new Error(`The testbed could not sign in: ${answer.status} ${await answer.text()}`)
      return ((await answer.json()) as { token: string }).token
    }
    const token = await signIn()
    const started = bundler
    return {
      devnet, bundler, api, clients, projectId, unsponsoredProjectId, openProjectId, bundlerUrl, paymasterUrl, call, signIn, token,
      bundlerClient: (account, options = {}) => {
        const as = options.token === undefined ? token : options.token
        const paymaster = `${api.url}/v1/paymaster?projectId=${options.projectId ?? projectId}`
        return createBundlerClient({
          account,
          client: clients.publicClient,
          chain: clients.chain,
          transport: http(bundlerUrl, { retryCount: 0 }),
          ...(options.sponsored && {
            paymaster: createPaymasterClient({
              transport: http(paymaster, {
                retryCount: 0,
                fetchOptions: { headers: { ...(as && { authorization: `Bearer ${as}` }), ...(options.clientAddress && { 'x-forwarded-for': options.clientAddress }) } },
              }),
            }),
          }),
        })
      },
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
