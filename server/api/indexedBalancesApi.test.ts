import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ACCOUNT_CHANNEL } from './indexer/storeBatch.js'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { connectLiveSocket } from './testing/connectLiveSocket.js'
import { createApiClient, jsonBody, type ApiCall } from './testing/createApiClient.js'
import { notifyHeard } from './testing/notifyHeard.js'
import { startCountingProxy, type CountingProxy } from './testing/startCountingProxy.js'
import { startTestChain, type TestChain } from './testing/startTestChain.js'
import { testBackends } from './testing/testBackends.js'

// A chain id of its own: on a shared PostgreSQL the index of each chain id is one.
const CHAIN_ID = 31341
const CHAIN = `eip155:${CHAIN_ID}`

interface Balances { balances: { symbol: string; quantity: { numeric: string } }[] }

describe.each(testBackends())('balances from the index, over $name', (backend) => {
  let chain: TestChain
  let node: CountingProxy
  let api: ApiServer
  let call: ApiCall
  const projectId = `balances-${Math.random().toString(36).slice(2, 8)}`
  const addr = (i: number) => chain.accounts[i]!.address
  const wallet = (i: number) => createWalletClient({ account: privateKeyToAccount(chain.accounts[i]!.privateKey), transport: http(chain.url) })
  const balances = async (i: number) => {
    const body = (await (await call(`/v1/account/${CHAIN}:${addr(i)}/balance`)).json()) as Balances
    return Object.fromEntries(body.balances.map((b) => [b.symbol, b.quantity.numeric]))
  }
  // What requests asked of the node: balances and contract reads (the indexer's polls are block reads).
  const reads = () => node.methods.filter((m) => m === 'eth_getBalance' || m === 'eth_call').length
  // As the indexer announces a touched account: every process drops what it kept about it.
  const announce = (i: number) => notifyHeard(api.db, ACCOUNT_CHANNEL, JSON.stringify({ account: `${CHAIN}:${addr(i).toLowerCase()}`, chainId: CHAIN }))

  beforeAll(async () => {
    chain = await startTestChain(CHAIN_ID)
    node = await startCountingProxy(chain.url)
    // The index starts after the deployment: the DUSD every dev account was minted is a token it does not know.
    const head = Number(await createPublicClient({ transport: http(chain.url) }).getBlockNumber())
    api = await startApiServer({
      port: 0, databaseUrl: backend.databaseUrl, onError: () => {}, indexer: { pollIntervalMs: 50 },
      projects: [{ id: projectId, allowedOrigins: [] }],
      evm: { rpcUrl: node.url, chainId: CHAIN_ID, startBlock: head + 1 },
    })
    call = createApiClient(api.url, projectId)
    await api.syncIndexer()
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await node?.stop()
    await chain?.stop()
  })

  test('default: an account is read from the chain once, then its balances come from the index', async () => {
    expect(await balances(2)).toEqual({ ETH: '10000' })
    const after = reads()
    for (let i = 0; i < 5; i++) {
      await announce(2)
      expect(await balances(2)).toEqual({ ETH: '10000' })
    }
    expect(reads()).toBe(after)
  })

  test('behavior: a transfer shows once its block is indexed, without waiting for anything kept to age, and the live socket pushes it', async () => {
    expect(await balances(3)).toEqual({ ETH: '10000' })
    const live = await connectLiveSocket(api.url)
    try {
      await live.request('login', { projectId })
      await live.request('subscribe', { topic: `account:${CHAIN}:${addr(3)}` })
      const before = reads()
      const hash = await wallet(4).sendTransaction({ chain: null, to: addr(3), value: parseEther('2') })
      await live.waitForPush((m) => m.params?.result.kind === 'activity' && m.params.result.hash === hash, 15_000)
      await live.waitForPush((m) => m.params?.result.kind === 'balance', 5000)
      const readsByIndexer = reads() - before
      expect(await balances(3)).toEqual({ ETH: '10002' })
      // The answer came from what the indexer stored: the request itself read nothing.
      expect(reads() - before).toBe(readsByIndexer)
    } finally {
      live.close()
    }
  })

  test('behavior: a token the index does not know is read from the chain once, then kept current like the others', async () => {
    expect(await balances(5)).toEqual({ ETH: '10000' })
    // A client asks about DUSD: now the index knows the token, not yet account 5's holding.
    await call('/v1/fungible/price', jsonBody({ currency: 'usd', addresses: [`${CHAIN}:${chain.contracts.token.address}`] }))
    // The answer kept for account 5 lives until a notice or its 30 s age: a notice here.
    await announce(5)
    const before = reads()
    expect(await balances(5)).toEqual({ ETH: '10000', DUSD: '10000' })
    expect(reads() - before).toBe(1) // one balanceOf, once
    await announce(5)
    expect(await balances(5)).toEqual({ ETH: '10000', DUSD: '10000' })
    expect(reads() - before).toBe(1)

    const live = await connectLiveSocket(api.url)
    try {
      await live.request('login', { projectId })
      await live.request('subscribe', { topic: `account:${CHAIN}:${addr(5)}` })
      const hash = await wallet(5).writeContract({ chain: null, address: chain.contracts.token.address, abi: erc20Abi, functionName: 'transfer', args: [addr(6), parseUnits('25', 6)] })
      await live.waitForPush((m) => m.params?.result.kind === 'activity' && m.params.result.hash === hash, 15_000)
    } finally {
      live.close()
    }
    const { DUSD, ETH } = await balances(5)
    expect(DUSD).toBe('9975')
    expect(Number(ETH)).toBeLessThan(10000) // the gas, kept by the indexer too
  })

  test('behavior: forceUpdate reads the chain again', async () => {
    await balances(7)
    const before = reads()
    const body = (await (await call(`/v1/account/${CHAIN}:${addr(7)}/balance`, { query: { forceUpdate: '1' } })).json()) as Balances
    expect(body.balances[0]).toMatchObject({ symbol: 'ETH' })
    expect(reads()).toBeGreaterThan(before)
  })
})
