import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestClient, createWalletClient, http, parseEther, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startApiServer, type ApiServer } from '../startApiServer.js'
import type { Transaction } from '../history/Transaction.js'
import { createApiClient, type ApiCall } from '../testing/createApiClient.js'
import { startTestChain, type TestChain } from '../testing/startTestChain.js'
import { testBackends } from '../testing/testBackends.js'

// A chain id of its own: on a shared PostgreSQL the index of each chain id is one.
const CHAIN_ID = 31339
const CHAIN = `eip155:${CHAIN_ID}`

describe.each(testBackends())('the indexer on a reorganised chain, over $name', (backend) => {
  let chain: TestChain
  let api: ApiServer
  let call: ApiCall
  const projectId = `reorg-${Math.random().toString(36).slice(2, 8)}`
  const addr = (i: number) => chain.accounts[i]!.address
  const send = (from: number, to: number, ether: string) =>
    createWalletClient({ account: privateKeyToAccount(chain.accounts[from]!.privateKey), transport: http(chain.url) })
      .sendTransaction({ chain: null, to: addr(to), value: parseEther(ether) })
  const node = () => createTestClient({ mode: 'hardhat', transport: http(chain.url) })
  const received = async (a: Address) => {
    const body = (await (await call(`/v1/account/${a}/history`, { query: { chainId: CHAIN } })).json()) as { data: Transaction[] }
    return body.data.filter((t) => t.metadata.operationType === 'receive').map((t) => t.transfers[0]!.quantity.numeric)
  }

  beforeAll(async () => {
    chain = await startTestChain(CHAIN_ID)
    // Polls only when told to (syncIndexer), so each step below sees one state of the chain.
    api = await startApiServer({
      port: 0, databaseUrl: backend.databaseUrl, onError: () => {}, indexer: { pollIntervalMs: 3_600_000 },
      projects: [{ id: projectId, allowedOrigins: [] }],
      evm: { rpcUrl: chain.url, chainId: CHAIN_ID, contracts: chain.contracts, faucetPrivateKey: chain.accounts[1]!.privateKey },
    })
    call = createApiClient(api.url, projectId)
    await api.syncIndexer()
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await chain?.stop()
  })

  test('behavior: blocks replaced at the same height are undone, and the new branch is indexed', async () => {
    const fork = await node().snapshot()
    await send(5, 6, '1')
    await api.syncIndexer()
    expect(await received(addr(6))).toEqual(['1'])

    // The same height, another block: the 1 ETH never happened; 2 ETH went to account 7.
    await node().revert({ id: fork })
    await send(5, 7, '2')
    await api.syncIndexer()
    expect(await received(addr(6))).toEqual([])
    expect(await received(addr(7))).toEqual(['2'])
  })

  test('behavior: balances read on a replaced branch are dropped and read again from the new one', async () => {
    const eth = async (a: Address) =>
      ((await (await call(`/v1/account/${a}/balance`, { query: { chainId: CHAIN } })).json()) as { balances: { quantity: { numeric: string } }[] }).balances[0]!.quantity.numeric
    const before = await eth(addr(8)) // tracked from here on
    const fork = await node().snapshot()
    await send(5, 8, '1')
    await api.syncIndexer()
    expect(Number(await eth(addr(8)))).toBe(Number(before) + 1)
    await node().revert({ id: fork })
    await send(5, 9, '2')
    await api.syncIndexer()
    expect(await eth(addr(8))).toBe(before)
    const { rows } = await api.db.query<{ amount: string }>(
      "SELECT amount::text AS amount FROM account_balances WHERE chain_id = $1 AND account = $2 AND token = ''", [CHAIN, addr(8).toLowerCase()])
    expect(rows.map((r) => r.amount)).toEqual([parseEther(before).toString()])
  })

  test('behavior: blocks dropped by a chain that is now shorter are undone', async () => {
    const fork = await node().snapshot()
    await send(5, 8, '3')
    await send(5, 8, '4')
    await api.syncIndexer()
    expect(await received(addr(8))).toEqual(['4', '3'])

    await node().revert({ id: fork })
    await api.syncIndexer()
    expect(await received(addr(8))).toEqual([])
    // Indexing goes on from the common ancestor.
    await send(5, 8, '5')
    await api.syncIndexer()
    expect(await received(addr(8))).toEqual(['5'])
  })
})
