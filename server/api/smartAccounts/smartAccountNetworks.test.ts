import { describe, expect, test } from 'vitest'
import { useStarted } from '../../../test/helpers/useStarted.js'
import { smartAccountAddresses } from './smartAccountAddresses.js'
import { startApiServer } from '../startApiServer.js'
import { createApiClient, jsonBody } from '../testing/createApiClient.js'
import { testBackends } from '../testing/testBackends.js'

// Nothing here reaches a chain or a bundler: the listing comes from configuration and the
// store, and the refusals happen before any forwarding. The URLs point at a closed port.
const nowhere = 'http://127.0.0.1:9'
const some = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const
const localFramework = {
  version: '1.3.0',
  delegationManager: some(1),
  eip7702DeleGator: some(2),
  enforcers: { nativeTokenPeriodTransfer: some(3), erc20PeriodTransfer: some(4), allowedTargets: some(5), allowedMethods: some(6), exactCalldata: some(7), allowedCalldata: some(8), valueLte: some(9), timestamp: some(10), limitedCalls: some(11) },
}

describe.each(testBackends())('GET /v1/smart-accounts/networks and POST /v1/bundler over $name', (backend) => {
  const run = Math.random().toString(36).slice(2, 8)
  const ids = { sponsored: `sa-net-${run}`, open: `sa-open-${run}`, plain: `sa-plain-${run}`, off: `sa-off-${run}`, apps: `sa-apps-${run}` }
  const started = useStarted(async () => {
    const api = await startApiServer({
      port: 0,
      databaseUrl: backend.databaseUrl,
      indexer: false,
      onError: () => {},
      evm: [
        {
          rpcUrl: nowhere,
          chainId: 31337,
          smartAccounts: {
            bundlerUrl: nowhere,
            paymaster: { kind: 'verifying', address: '0x58c1c343c185Aa5CD3c2Cc1c2b7d7bD055F1bf98', entryPoint: smartAccountAddresses.entryPoint07, signerPrivateKey: `0x${'11'.repeat(32)}` },
          },
        },
        { rpcUrl: nowhere, chainId: 31338, smartAccounts: { permissions: localFramework } },
        { rpcUrl: nowhere, chainId: 1 },
        { rpcUrl: nowhere, chainId: 11155111, smartAccounts: {} },
        { rpcUrl: nowhere, chainId: 42161, smartAccounts: { eip7702Delegate: false } },
      ],
      projects: [
        { id: ids.sponsored, allowedOrigins: [], sponsorship: [{ chainId: 31337, allowedTargets: [], dailyLimitWei: '1000' }] },
        { id: ids.open, allowedOrigins: [], sponsorship: [{ chainId: 31337, allowedTargets: [], dailyLimitWei: '1000', requireSignIn: false }] },
        { id: ids.plain, allowedOrigins: [] },
        { id: ids.apps, allowedOrigins: [], paymasterServices: ['https://paymaster.example/rpc/v2?key=1', 'http://127.0.0.1:4999/'] },
        { id: ids.off, allowedOrigins: [], features: [{ id: 'smartAccounts', isEnabled: false, config: null }] },
      ],
    })
    return { api }
  }, ({ api }) => api.stop(), 30_000)
  const networks = async (projectId: string) =>
    (await (await createApiClient(started.api.url, projectId)('/v1/smart-accounts/networks')).json()) as Record<string, unknown> & { networks: Record<string, unknown>[] }

  test('default: lists the chains with smart accounts, their EntryPoints and the endpoints to use', async () => {
    const body = await networks(ids.sponsored)
    expect(body.smartAccountEnabledNetworks).toEqual([31337])
    expect(body.networks).toHaveLength(4)
    expect(body.networks[0]).toEqual({
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      smartAccounts: true,
      entryPoints: [
        { version: '0.7', address: smartAccountAddresses.entryPoint07, simpleAccountFactory: smartAccountAddresses.simpleAccountFactory07, accountFactory: smartAccountAddresses.airlockAccountFactory },
        { version: '0.8', address: smartAccountAddresses.entryPoint08, simpleAccountFactory: smartAccountAddresses.simpleAccountFactory08 },
      ],
      eip7702Delegate: smartAccountAddresses.simple7702Account,
      permissions: null,
      bundlerUrl: `${started.api.url}/v1/bundler?chainId=eip155%3A31337&projectId=${ids.sponsored}`,
      paymasterUrl: `${started.api.url}/v1/paymaster?projectId=${ids.sponsored}`,
      paymasterServiceUrl: null,
    })
  })

  test('behavior: a chain without a bundler is listed for EIP-7702 but not as smart-account enabled', async () => {
    const second = (await networks(ids.sponsored)).networks[1]
    expect(second).toMatchObject({ chainId: 31338, smartAccounts: false, bundlerUrl: null, paymasterUrl: null, eip7702Delegate: smartAccountAddresses.simple7702Account })
  })

  test("behavior: each chain names the Delegation Framework its permissions use: the one configured, MetaMask's published deployment where it has one, none without EIP-7702", async () => {
    const [, second, sepolia, arbitrum] = (await networks(ids.plain)).networks
    expect(second).toMatchObject({ chainId: 31338, permissions: localFramework })
    expect(sepolia).toMatchObject({ chainId: 11155111, permissions: { version: '1.3.0', delegationManager: '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3', eip7702DeleGator: '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B' } })
    expect(Object.values((sepolia!['permissions'] as typeof localFramework).enforcers).every((address) => /^0x[0-9a-fA-F]{40}$/.test(address))).toBe(true)
    expect(arbitrum).toMatchObject({ chainId: 42161, eip7702Delegate: null, permissions: null })
  })

  test('behavior: a project without a sponsorship policy gets no paymaster URL', async () => {
    const body = await networks(ids.plain)
    expect(body.smartAccountEnabledNetworks).toEqual([31337])
    expect(body.networks[0]).toMatchObject({ paymasterUrl: null, paymasterServiceUrl: null, bundlerUrl: expect.stringContaining('/v1/bundler?') })
  })

  test("behavior: a project that lists its apps' paymaster services gets them, as origins, and the relay's URL on chains with a bundler", async () => {
    const body = await networks(ids.apps)
    expect(body.paymasterServices).toEqual(['https://paymaster.example', 'http://127.0.0.1:4999'])
    expect(body.networks[0]).toMatchObject({ paymasterUrl: null, paymasterServiceUrl: `${started.api.url}/v1/paymaster?projectId=${ids.apps}` })
    expect(body.networks[1]).toMatchObject({ paymasterServiceUrl: null })
  })

  test('behavior: a project that switches the smartAccounts feature off gets an empty list', async () => {
    expect(await networks(ids.off)).toEqual({ smartAccountEnabledNetworks: [], networks: [], paymasterServices: [] })
  })

  test('error: the bundler endpoint refuses a chain without a bundler, naming chainId', async () => {
    const call = createApiClient(started.api.url, ids.plain)
    const request = jsonBody({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] })
    for (const chainId of ['eip155:31338', 'eip155:1', 'solana:x']) {
      const response = await call('/v1/bundler', { ...request, query: { chainId } })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ field: 'chainId' })
    }
  })

  test('error: the bundler endpoint forwards no method outside ERC-4337 (SPEC §6 message)', async () => {
    const call = createApiClient(started.api.url, ids.plain)
    for (const method of ['debug_bundler_clearState', 'eth_sendTransaction', 'pimlico_sendUserOperationNow']) {
      const response = await call('/v1/bundler', { ...jsonBody({ jsonrpc: '2.0', id: 7, method, params: [] }), query: { chainId: 'eip155:31337' } })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Requested RPC call is not allowed' } })
    }
  })

  test('error: a body that is not one JSON-RPC request is a 400 naming the field', async () => {
    const call = createApiClient(started.api.url, ids.sponsored)
    const batch = await call('/v1/paymaster', jsonBody([{ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: [] }]))
    expect(batch.status).toBe(400)
    expect(await batch.json()).toMatchObject({ field: '(root)' })
    const noMethod = await call('/v1/paymaster', jsonBody({ jsonrpc: '2.0', id: 1 }))
    expect(await noMethod.json()).toMatchObject({ field: 'method' })
  })

  test('error: the sponsor refuses a chain it does not sponsor and a project without a policy', async () => {
    const ask = async (projectId: string, chainId: string) => {
      const response = await createApiClient(started.api.url, projectId)('/v1/paymaster', jsonBody({
        jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData',
        params: [{ sender: smartAccountAddresses.simple7702Account, nonce: '0x0', callData: '0x' }, smartAccountAddresses.entryPoint07, chainId, {}],
      }))
      return ((await response.json()) as { error?: { code: number; data: { reason: string } } }).error
    }
    expect(await ask(ids.sponsored, '0x7a6a')).toMatchObject({ code: -32003, data: { reason: 'CHAIN_NOT_SPONSORED' } })
    expect(await ask(ids.plain, '0x7a69')).toMatchObject({ code: -32003, data: { reason: 'NO_POLICY' } })
    // Nobody signed in: refused before the calls are read, unless the policy sponsors anyone.
    expect(await ask(ids.sponsored, '0x7a69')).toMatchObject({ code: -32003, data: { reason: 'SIGN_IN_REQUIRED' } })
    expect(await ask(ids.open, '0x7a69')).toMatchObject({ code: -32003, data: { reason: 'CALLS_NOT_RECOGNIZED' } })
  })
})
