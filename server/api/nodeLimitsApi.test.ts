import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './testing/createApiClient.js'
import { startCountingProxy, type CountingProxy } from './testing/startCountingProxy.js'
import { startTestChain, type TestChain } from './testing/startTestChain.js'

const projectId = `limits-${Math.random().toString(36).slice(2, 8)}`
const CHAIN = 'eip155:31337'

describe('API calls to the chain nodes', () => {
  let chain: TestChain
  let node: CountingProxy
  let api: ApiServer
  let call: ApiCall
  const rpc = (body: unknown) => call('/v1/', { ...jsonBody(body), query: { chainId: CHAIN } })
  const getLogs = (id: number, filter: object, method = 'eth_getLogs') => ({ jsonrpc: '2.0', id, method, params: [filter] })

  beforeAll(async () => {
    chain = await startTestChain()
    node = await startCountingProxy(chain.url)
    api = await startApiServer({ port: 0, onError: () => {}, indexer: false, projects: [{ id: projectId, allowedOrigins: [] }],
      evm: { rpcUrl: node.url, chainId: chain.chainId, contracts: chain.contracts } })
    call = createApiClient(api.url, projectId)
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await node?.stop()
    await chain?.stop()
  })

  test('default: a batch within the cap is forwarded whole', async () => {
    const batch = Array.from({ length: 20 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] }))
    const res = await rpc(batch)
    expect(res.status).toBe(200)
    expect((await res.json()) as unknown[]).toHaveLength(20)
  })

  test("error: a batch over the cap is a 400 naming '(root)', and the node sees none of it", async () => {
    const before = node.methods.length
    const batch = Array.from({ length: 10_000 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_blockNumber', params: [] }))
    const res = await rpc(batch)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ field: '(root)', message: "Invalid body field '(root)': a batch holds 1 to 20 calls, not 10000" })
    expect((await rpc([])).status).toBe(400)
    expect(node.methods.length).toBe(before)
  })

  test('error: a log filter over more than 5000 blocks is a 400 naming the field, in a batch too', async () => {
    const whole = await rpc(getLogs(1, { fromBlock: '0x0', toBlock: '0x2710' }))
    expect(whole.status).toBe(400)
    expect(await whole.json()).toMatchObject({ field: 'params.0.fromBlock', message: expect.stringContaining('eth_getLogs spans 10001 blocks; at most 5000') })
    const filter = await rpc([getLogs(1, { fromBlock: '0x1' }), getLogs(2, { fromBlock: 'earliest', toBlock: '0x1388' }, 'eth_newFilter')])
    expect(await filter.json()).toMatchObject({ field: '1.params.0.fromBlock' })
    expect(node.methods).not.toContain('eth_getLogs')
    expect(node.methods).not.toContain('eth_newFilter')
  })

  test('behavior: a log filter within the cap, from a tag or by block hash, is forwarded', async () => {
    const res = await rpc([getLogs(1, { fromBlock: 'earliest', toBlock: 'latest' }), getLogs(2, { blockHash: `0x${'0'.repeat(64)}` })])
    expect(res.status).toBe(200)
    expect(node.methods.filter((m) => m === 'eth_getLogs')).toHaveLength(2)
  })

  test('behavior: fungible prices read at most 5 unknown contracts per request', async () => {
    const before = node.methods.filter((m) => m === 'eth_getCode').length
    const unknown = Array.from({ length: 99 }, (_, i) => `${CHAIN}:0x${(i + 1).toString(16).padStart(40, '0')}`)
    const res = await call('/v1/fungible/price', jsonBody({ currency: 'usd', addresses: [`${CHAIN}:${chain.contracts.token.address}`, ...unknown] }))
    expect(await res.json()).toMatchObject({ fungibles: [{ symbol: 'DUSD' }] })
    expect(node.methods.filter((m) => m === 'eth_getCode').length - before).toBeLessThanOrEqual(5)
  })
})
