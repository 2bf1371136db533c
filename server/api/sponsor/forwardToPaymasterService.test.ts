import { createServer } from 'node:http'
import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { useStarted } from '../../../test/helpers/useStarted.js'
import { smartAccountAddresses } from '../smartAccounts/smartAccountAddresses.js'
import { close, listen } from '../../http/listen.js'
import { startApiServer } from '../startApiServer.js'
import { createApiClient, jsonBody } from '../testing/createApiClient.js'
import { startTestChain } from '../testing/startTestChain.js'
import { testBackends } from '../testing/testBackends.js'

const target = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const sender = '0x000000000000000000000000000000000000bEEF'
const callData = encodeFunctionData({ abi: parseAbi(['function execute(address target, uint256 value, bytes data)']), functionName: 'execute', args: [target, 0n, '0x1234'] })
const priced = { callGasLimit: '0x1', verificationGasLimit: '0x1', preVerificationGas: '0x1', maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x1', paymasterVerificationGasLimit: '0x1', paymasterPostOpGasLimit: '0x0' }

// A stand-in for a third-party ERC-7677 service (a test double: the real protocol, a fixed
// answer), recording what it was asked; it declines an operation whose nonce is 0x9.
function startFakeService() {
  const received: { method: string; params: unknown[] }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params: [{ nonce: string }] }
      received.push(call)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(call.params[0].nonce === '0x9'
        ? { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: 'insufficient balance' } }
        : { jsonrpc: '2.0', id: call.id, result: { paymaster: '0x00000000000000000000000000000000000000aa', paymasterData: '0xabcd' } }))
    })
  })
  return { server, received }
}

describe.each(testBackends())("POST /v1/paymaster?service= relaying to an app's own ERC-7677 service over $name", (backend) => {
  const projectId = `pm-app-${Math.random().toString(36).slice(2, 8)}`
  const started = useStarted(async () => {
    const service = startFakeService()
    const port = await listen(service.server, '127.0.0.1', 0)
    const api = await startApiServer({
      port: 0, databaseUrl: backend.databaseUrl, indexer: false, onError: () => {},
      evm: { rpcUrl: 'http://127.0.0.1:9', chainId: 8453, smartAccounts: { bundlerUrl: 'http://127.0.0.1:9' } },
      // No sponsorship policy: the app's service decides alone.
      projects: [{ id: projectId, allowedOrigins: [], paymasterServices: [`http://127.0.0.1:${port}`] }],
    })
    return { api, service, url: `http://127.0.0.1:${port}/pm/v1?key=app` }
  }, async ({ api, service }) => {
    await api.stop()
    await close(service.server)
  }, 30_000)
  const ask = async (service: string, op: Record<string, unknown>, entryPoint: string = smartAccountAddresses.entryPoint07) =>
    (await (await createApiClient(started.api.url, projectId)('/v1/paymaster', {
      ...jsonBody({ jsonrpc: '2.0', id: 4, method: 'pm_getPaymasterStubData', params: [{ sender, callData, ...op }, entryPoint, '0x2105', { sponsorshipPolicyId: 'sp_1' }] }),
      query: { service },
    })).json()) as { result?: unknown; error?: { code: number; message: string; data: Record<string, unknown> } }

  test("default: a listed service is asked with the params and the app's context as sent, whatever the project's own policy", async () => {
    expect((await ask(started.url, { nonce: '0x1' })).result).toEqual({ paymaster: '0x00000000000000000000000000000000000000aa', paymasterData: '0xabcd' })
    expect(started.service.received.at(-1)).toEqual({
      jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData',
      params: [{ sender, nonce: '0x1', callData }, smartAccountAddresses.entryPoint07, '0x2105', { sponsorshipPolicyId: 'sp_1' }],
    })
  })

  test('error: a service the project does not list, or not https (http only on loopback), is refused unasked (SERVICE_NOT_ALLOWED)', async () => {
    const before = started.service.received.length
    for (const service of ['https://paymaster.example/rpc', 'http://10.0.0.2/rpc', 'ftp://127.0.0.1/', 'not a url', started.url.replace('127.0.0.1', 'user:pw@127.0.0.1')]) {
      expect((await ask(service, { nonce: '0x1' })).error).toMatchObject({ code: -32003, data: { reason: 'SERVICE_NOT_ALLOWED' } })
    }
    expect(started.service.received.length).toBe(before)
  })

  test('error: an EntryPoint the chain does not serve is refused; a declining service is PAYMASTER_UNAVAILABLE without its URL', async () => {
    expect((await ask(started.url, { nonce: '0x1' }, '0x000000000000000000000000000000000000dEaD')).error).toMatchObject({ data: { reason: 'ENTRY_POINT_NOT_SPONSORED' } })
    const declined = await ask(started.url, { nonce: '0x9' })
    expect(declined.error).toMatchObject({ code: -32003, data: { reason: 'PAYMASTER_UNAVAILABLE' } })
    expect(JSON.stringify(declined)).not.toContain('key=app')
  })
})

describe.each(testBackends())('POST /v1/paymaster forwarding to another ERC-7677 service over $name', (backend) => {
  const projectId = `pm-service-${Math.random().toString(36).slice(2, 8)}`
  const started = useStarted(async () => {
    const service = startFakeService()
    const port = await listen(service.server, '127.0.0.1', 0)
    // A chain of Base's id whose fees the sponsor reads before anything is signed.
    const chain = await startTestChain(8453)
    const api = await startApiServer({
      port: 0, databaseUrl: backend.databaseUrl, indexer: false, onError: () => {},
      evm: { rpcUrl: chain.url, chainId: 8453, smartAccounts: { bundlerUrl: 'http://127.0.0.1:9', paymaster: { kind: 'service', url: `http://127.0.0.1:${port}/rpc?apikey=secret` } } },
      // A host policy that sponsors callers nobody signed in: this suite is about the forwarding.
      projects: [{ id: projectId, allowedOrigins: [], sponsorship: [{ chainId: 8453, allowedTargets: [target], dailyLimitWei: '100', requireSignIn: false }] }],
    })
    return { api, service, chain }
  }, async ({ api, service, chain }) => {
    await api.stop()
    await close(service.server)
    await chain.stop()
  }, 60_000)
  const ask = async (method: string, op: Record<string, unknown>) =>
    (await (await createApiClient(started.api.url, projectId)('/v1/paymaster', jsonBody({
      jsonrpc: '2.0', id: 3, method, params: [{ sender, callData, ...op }, smartAccountAddresses.entryPoint07, '0x2105', { note: 'kept' }],
    }))).json()) as { result?: unknown; error?: { code: number; message: string; data: Record<string, unknown> } }

  test('default: an allowed operation is forwarded with the params as sent, and the answer returned', async () => {
    expect((await ask('pm_getPaymasterStubData', { nonce: '0x1' })).result).toEqual({ paymaster: '0x00000000000000000000000000000000000000aa', paymasterData: '0xabcd' })
    expect(started.service.received.at(-1)).toMatchObject({
      method: 'pm_getPaymasterStubData',
      params: [{ sender, nonce: '0x1', callData }, smartAccountAddresses.entryPoint07, '0x2105', { note: 'kept' }],
    })
    expect((await ask('pm_getPaymasterData', { nonce: '0x1', ...priced })).result).toMatchObject({ paymasterData: '0xabcd' })
  })

  test('behavior: the policy applies before the service is asked, and its grants count toward the day', async () => {
    const before = started.service.received.length
    const other = encodeFunctionData({ abi: parseAbi(['function execute(address target, uint256 value, bytes data)']), functionName: 'execute', args: [sender, 0n, '0x1234'] })
    expect((await ask('pm_getPaymasterStubData', { nonce: '0x2', callData: other })).error?.data).toMatchObject({ reason: 'TARGET_NOT_ALLOWED' })
    expect(started.service.received.length).toBe(before)
    // Four units of gas (the post-op limit is 0) at 2 wei: 8 wei for the one grant so far.
    const granted = (await started.api.db.query<{ s: string }>('SELECT sum(max_cost_wei)::text AS s FROM sponsored_operations WHERE project_id = $1', [projectId])).rows[0]!.s
    expect(granted).toBe('8')
  })

  test('error: a service that declines answers PAYMASTER_UNAVAILABLE without its URL, and nothing is granted', async () => {
    const body = await ask('pm_getPaymasterData', { nonce: '0x9', ...priced })
    expect(body.error).toMatchObject({ code: -32003, data: { reason: 'PAYMASTER_UNAVAILABLE' } })
    expect(JSON.stringify(body)).not.toContain('apikey')
    const rows = await started.api.db.query('SELECT 1 FROM sponsored_operations WHERE project_id = $1 AND nonce = 9', [projectId])
    expect(rows.rows).toHaveLength(0)
  })
})
