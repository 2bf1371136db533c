import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeAbiParameters, encodeErrorResult, encodeFunctionData, erc20Abi, pad, parseAbi, parseEther, toHex, type Address, type Hex } from 'viem'
import type { Simulation } from '../../../services/simulation/Simulation.js'
import { startApiServer, type ApiServer } from '../startApiServer.js'
import { createApiClient, jsonBody } from '../testing/createApiClient.js'
import { startStubNode, type StubAnswer, type StubNode, type StubRequest } from '../testing/startStubNode.js'
import { eventTopics } from './evm/eventTopics.js'
import { NATIVE_TRANSFER_EMITTER } from './evm/simulateWithSimulateV1.js'

const token: Address = '0x1111111111111111111111111111111111111111'
const alice: Address = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa'
const bob: Address = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB'
const word = (address: Address) => pad(address.toLowerCase() as Hex)

/** What the stub answers for the token's metadata reads (name, symbol, decimals) and code lookups. */
function tokenReads(request: StubRequest): StubAnswer | undefined {
  if (request.method === 'eth_getCode') return { result: '0x' }
  if (request.method !== 'eth_call') return undefined
  const data = (request.params[0] as { data?: Hex; input?: Hex }).data ?? (request.params[0] as { input?: Hex }).input ?? '0x'
  const selector = data.slice(0, 10)
  if (selector === '0x06fdde03') return { result: encodeAbiParameters([{ type: 'string' }], ['Stub USD']) }
  if (selector === '0x95d89b41') return { result: encodeAbiParameters([{ type: 'string' }], ['SUSD']) }
  if (selector === '0x313ce567') return { result: encodeAbiParameters([{ type: 'uint8' }], [6]) }
  return { error: { code: 3, message: 'execution reverted' } }
}

// One stub node per test, each the node of its own chain of one API (the API asks each chain once how it simulates).
const chainIds = [31337, 31338, 31339, 31340] as const
let answers: ((request: StubRequest) => StubAnswer)[] = []

describe('POST /v1/simulate against nodes the local chains do not stand for', () => {
  const nodes: StubNode[] = []
  let api: ApiServer
  let call: ReturnType<typeof createApiClient>
  beforeAll(async () => {
    for (const [i] of chainIds.entries()) nodes.push(await startStubNode((request) => tokenReads(request) ?? answers[i]!(request)))
    const projectId = `stub-${Math.random().toString(36).slice(2, 8)}`
    api = await startApiServer({ port: 0, onError: () => {}, indexer: false, projects: [{ id: projectId, allowedOrigins: [] }],
      evm: chainIds.map((chainId, i) => ({ rpcUrl: nodes[i]!.url, chainId })) })
    call = createApiClient(api.url, projectId)
  }, 30_000)
  afterAll(async () => {
    await api?.stop()
    for (const stub of nodes) await stub.stop()
  })
  let node: StubNode | undefined
  let chainId = ''
  const start = async (answer: (request: StubRequest) => StubAnswer) => {
    const index = answers.length
    answers = [...answers, answer]
    node = nodes[index]
    chainId = `eip155:${chainIds[index]}`
    return async (body: Record<string, unknown>) => (await (await call('/v1/simulate', jsonBody({ ...body, chainId }))).json()) as Simulation & { code?: string }
  }
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5_000_000n] })

  test('default: a node answering eth_simulateV1 simulates the batch in one block, native transfers read from traceTransfers', async () => {
    const simulate = await start((request) => {
      if (request.method !== 'eth_simulateV1') return { error: { code: -32601, message: 'the method does not exist' } }
      const [options] = request.params as [{ blockStateCalls: { calls: unknown[] }[] }]
      // The probe asks for one call; the simulation for the two, in order.
      if (options.blockStateCalls[0]!.calls.length === 1) return { result: [{ calls: [{ status: '0x1', gasUsed: '0x0', returnData: '0x', logs: [] }] }] }
      return {
        result: [{
          number: '0x10',
          calls: [
            { status: '0x1', gasUsed: '0xb411', returnData: pad('0x1'), logs: [{ address: token, topics: [eventTopics.transfer, word(alice), word(bob)], data: toHex(5_000_000n, { size: 32 }) }] },
            { status: '0x1', gasUsed: '0x5208', returnData: '0x', logs: [{ address: NATIVE_TRANSFER_EMITTER, topics: [eventTopics.transfer, word(alice), word(bob)], data: toHex(parseEther('1'), { size: 32 }) }] },
          ],
        }],
      }
    })
    const body = await simulate({ chainId: 'eip155:31337', account: alice, calls: [{ to: token, data: transfer }, { to: bob, value: parseEther('1').toString() }] })
    expect(body.method).toBe('eth_simulateV1')
    expect(body.gasUsed).toBe(String(0xb411 + 0x5208))
    expect(body.send.map((c) => [c.asset.symbol, c.amount])).toEqual([['ETH', parseEther('1').toString()], ['SUSD', '5000000']])
    expect(body.send[1]!.asset).toMatchObject({ standard: 'erc20', name: 'Stub USD', decimals: 6 })
    expect(body.receive).toEqual([])
    const sent = node!.requests.filter((r) => r.method === 'eth_simulateV1').at(-1)!.params
    // Each call held to its gas: the per-call cap, or the request's total shared.
    expect(sent[0]).toMatchObject({ traceTransfers: true, validation: false, blockStateCalls: [{ calls: [{ from: alice, to: token, data: transfer, gas: toHex(3_000_000) }, { from: alice, to: bob, value: '0xde0b6b3a7640000', gas: toHex(3_000_000) }] }] })
    expect(node!.requests.some((r) => r.method === 'debug_traceCall')).toBe(false)
  })

  test('behavior: a call eth_simulateV1 reports as failed gives its revert reason, and an atomic batch moves nothing', async () => {
    const simulate = await start((request) => {
      if (request.method !== 'eth_simulateV1') return { error: { code: -32601, message: 'no' } }
      const [options] = request.params as [{ blockStateCalls: { calls: unknown[] }[] }]
      if (options.blockStateCalls[0]!.calls.length === 1) return { result: [{ calls: [{ status: '0x1', gasUsed: '0x0', returnData: '0x', logs: [] }] }] }
      const reverted = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['Pool: K'] })
      return {
        result: [{ calls: [
          { status: '0x1', gasUsed: '0xb411', returnData: pad('0x1'), logs: [{ address: token, topics: [eventTopics.transfer, word(alice), word(bob)], data: toHex(5_000_000n, { size: 32 }) }] },
          { status: '0x0', gasUsed: '0x6000', returnData: reverted, logs: [], error: { code: 3, message: 'execution reverted', data: reverted } },
        ] }],
      }
    })
    const body = await simulate({ chainId: 'eip155:31337', account: alice, atomic: true, calls: [{ to: token, data: transfer }, { to: token, data: '0x12345678' }] })
    expect(body.status).toBe('reverted')
    expect(body.revert).toEqual({ kind: 'error', reason: 'Pool: K', call: 1 })
    expect(body.send).toEqual([])
    expect(body.warnings).toEqual([{ code: 'willFail', reason: 'Pool: K' }])
  })

  test('behavior: without eth_simulateV1, a node that applies debug_traceCall state overrides gets each call on the state the one before left', async () => {
    const slot = '0x0000000000000000000000000000000000000000000000000000000000000007'
    const simulate = await start((request) => {
      if (request.method === 'eth_simulateV1') return { error: { code: -32004, message: 'Method eth_simulateV1 is not supported' } }
      if (request.method !== 'debug_traceCall') return { error: { code: -32601, message: 'no' } }
      const [tx, , config] = request.params as [{ from: Address; data: Hex }, string, { tracer: string; stateOverrides?: Record<string, { code?: Hex }> }]
      if (config.stateOverrides && Object.values(config.stateOverrides).some((o) => o.code)) return { result: { type: 'CALL', from: tx.from, gasUsed: '0x0', output: pad('0x1') } }
      if (config.tracer === 'prestateTracer') {
        return { result: { pre: { [alice.toLowerCase()]: { balance: '0x10' }, [token]: { storage: { [slot]: '0x0' } } }, post: { [alice.toLowerCase()]: { balance: '0x08', nonce: 1 }, [token]: { storage: { [slot]: '0x5' } } } } }
      }
      return { result: { type: 'CALL', from: tx.from, to: token, gasUsed: '0x7000', output: '0x', logs: [{ address: token, topics: [eventTopics.transfer, word(alice), word(bob)], data: toHex(1n, { size: 32 }) }] } }
    })
    const body = await simulate({ chainId: 'eip155:31337', account: alice, calls: [{ to: token, data: transfer }, { to: token, data: transfer }] })
    expect(body.method).toBe('debug_traceCall')
    expect(body.complete).toBe(true)
    expect(body.send.map((c) => [c.asset.symbol, c.amount])).toEqual([['ETH', '16'], ['SUSD', '2']])
    const traces = node!.requests.filter((r) => r.method === 'debug_traceCall' && !(r.params[2] as { stateOverrides?: Record<string, { code?: Hex }> }).stateOverrides?.['0x00000000000000000000000000000000a1c0c51e'])
    const [first, second] = [traces.filter((r) => (r.params[2] as { tracer: string }).tracer === 'callTracer')[0]!, traces.filter((r) => (r.params[2] as { tracer: string }).tracer === 'callTracer')[1]!]
    expect((first.params[2] as { stateOverrides?: unknown }).stateOverrides).toBeUndefined()
    expect((second.params[2] as { stateOverrides?: unknown }).stateOverrides).toEqual({ [alice.toLowerCase()]: { balance: '0x08', nonce: '0x1' }, [token]: { stateDiff: { [slot]: '0x5' } } })
    expect((first.params[2] as { tracerConfig?: unknown }).tracerConfig).toEqual({ withLog: true })
    // The node stops a trace after 5 s, and each call runs on at most its gas.
    for (const trace of traces) expect(trace.params[2]).toMatchObject({ timeout: '5s' })
    expect(first.params[0]).toMatchObject({ gas: toHex(3_000_000) })
  })

  test('error: a node that answers neither method is a 502 the person can decide past', async () => {
    const simulate = await start(() => ({ error: { code: -32601, message: 'the method does not exist' } }))
    const body = await simulate({ chainId: 'eip155:31337', account: alice, calls: [{ to: token, data: transfer }] })
    expect(body).toMatchObject({ code: 'SIMULATION_UNAVAILABLE', message: 'Could not simulate this transaction' })
  })
})

describe('POST /v1/simulate budget', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await startApiServer({ port: 0, onError: () => {}, indexer: false, projects: [{ id: 'budget', allowedOrigins: [] }], rateLimits: { simulations: { limit: 2, windowSeconds: 60 } } })
  }, 30_000)
  afterAll(() => api?.stop())

  test('rule: simulations past their budget get 429 with Retry-After, before any node is asked', async () => {
    const call = createApiClient(api.url, 'budget')
    const body = { chainId: 'eip155:31337', account: alice, calls: [{ to: token }] }
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await call('/v1/simulate', jsonBody(body)))
    expect(answers.map((r) => r.status)).toEqual([400, 400, 429])
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
