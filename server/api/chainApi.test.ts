import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, erc721Abi, formatEther, http, maxUint256, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './testing/createApiClient.js'
import { startTestChain, type TestChain } from './testing/startTestChain.js'
import { testBackends } from './testing/testBackends.js'
import { connectLiveSocket } from './testing/connectLiveSocket.js'
import type { Transaction } from './history/Transaction.js'

const projectId = `chain-${Math.random().toString(36).slice(2, 8)}`
const CHAIN = 'eip155:31337'

describe.each(testBackends())('API on the local chain over $name', (backend) => {
  let chain: TestChain
  let api: ApiServer
  let call: ApiCall
  const wallet = (i: number) => createWalletClient({ account: privateKeyToAccount(chain.accounts[i]!.privateKey), transport: http(chain.url) })
  const addr = (i: number) => chain.accounts[i]!.address
  const history = async (a: Address, cursor?: string) =>
    (await (await call(`/v1/account/${a}/history`, { query: { chainId: CHAIN, ...(cursor ? { cursor } : {}) } })).json()) as { data: Transaction[]; next: string | null }

  beforeAll(async () => {
    chain = await startTestChain()
    api = await startApiServer({
      port: 0, databaseUrl: backend.databaseUrl, onError: () => {}, indexer: { pollIntervalMs: 50 }, onrampSandbox: true,
      projects: [{ id: projectId, allowedOrigins: ['http://localhost:5173'] }],
      evm: { rpcUrl: chain.url, chainId: chain.chainId, contracts: chain.contracts, faucetPrivateKey: chain.accounts[1]!.privateKey },
    })
    call = createApiClient(api.url, projectId)
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await chain?.stop()
  })

  test('default: balances read native and ERC-20 from the chain with USD values', async () => {
    const body = (await (await call(`/v1/account/${addr(5)}/balance`, { query: { currency: 'usd', chainId: CHAIN, forceUpdate: 'x' } })).json()) as { balances: Record<string, unknown>[] }
    const [eth, dusd] = body.balances
    expect(eth).toMatchObject({ symbol: 'ETH', chainId: CHAIN, price: 3000, quantity: { decimals: '18', numeric: '10000' }, value: 30_000_000 })
    expect(eth).not.toHaveProperty('address')
    expect(dusd).toMatchObject({ symbol: 'DUSD', address: `${CHAIN}:${chain.contracts.token.address.toLowerCase()}`, price: 1, value: 10000, quantity: { decimals: '6', numeric: '10000' } })
    expect(String(dusd!['iconUrl'])).toMatch(/\/public\/getTokenImage\/DUSD$/)
  })

  test('default: fungible prices come from the stored table', async () => {
    const res = await call('/v1/fungible/price', jsonBody({ currency: 'usd', projectId, addresses: [`${CHAIN}:${chain.contracts.token.address}`, `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`] }))
    const body = (await res.json()) as { fungibles: { symbol: string; price: number; name: string; iconUrl: string }[] }
    expect(body.fungibles.map((f) => [f.symbol, f.price])).toEqual([['DUSD', 1], ['ETH', 3000]])
  })

  test('behavior: the indexer records native, ERC-20 and ERC-721 transfers, newest first', async () => {
    await wallet(5).sendTransaction({ chain: null, to: addr(6), value: parseEther('1.5') })
    await wallet(5).writeContract({ chain: null, address: chain.contracts.token.address, abi: erc20Abi, functionName: 'transfer', args: [addr(6), parseUnits('25', 6)] })
    await wallet(0).writeContract({ chain: null, address: chain.contracts.nft.address, abi: erc721Abi, functionName: 'transferFrom', args: [addr(0), addr(6), 1n] })
    await api.syncIndexer()
    const { data, next } = await history(addr(6))
    expect(next).toBeNull()
    // The oldest is the DUSD every dev account was minted at deployment.
    expect(data.map((t) => t.metadata.operationType)).toEqual(['receive', 'receive', 'receive', 'mint'])
    const [nft, token, native] = data
    expect(nft!.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1' }, nft_info: { name: expect.stringMatching(/#1$/), flags: { is_spam: false } } })
    expect(token!.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '25' }, value: 25, price: 1, fungible_info: { symbol: 'DUSD' } })
    expect(native!.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1.5' }, value: 4500, fungible_info: { symbol: 'ETH', icon: { url: expect.any(String) } } })
    expect(native!.metadata).toMatchObject({ chain: CHAIN, status: 'confirmed', sentFrom: addr(5).toLowerCase(), sentTo: addr(6).toLowerCase(), nonce: expect.any(Number) })
    expect(Date.parse(native!.metadata.minedAt)).toBeLessThanOrEqual(Date.parse(nft!.metadata.minedAt))
    const sent = await history(addr(5))
    expect(sent.data.slice(0, 2).map((t) => [t.metadata.operationType, t.transfers[0]?.direction])).toEqual([['send', 'out'], ['send', 'out']])
  })

  test('default: NFTs lists what the account holds now', async () => {
    await api.syncIndexer()
    const nfts = async (i: number) => ((await (await call(`/v1/account/${addr(i)}/nfts`, { query: { chainId: CHAIN } })).json()) as { data: { tokenId: string; name: string; imageUrl: string }[] }).data
    // PASS #1 moved from account 0 to account 6 in the test above.
    expect((await nfts(6)).map((n) => n.tokenId)).toEqual(['1'])
    expect((await nfts(0)).map((n) => n.tokenId)).toEqual(['2', '3'])
    expect((await nfts(6))[0]).toMatchObject({ name: expect.stringMatching(/ #1$/), imageUrl: expect.stringContaining('/public/getAssetImage/') })
  })

  test('behavior: minted tokens show as mint, from the contract that made them', async () => {
    await api.syncIndexer()
    const all: Transaction[] = []
    for (let cursor: string | undefined, first = true; first || cursor; first = false) {
      const page = await history(addr(0), cursor)
      all.push(...page.data)
      cursor = page.next ?? undefined
    }
    const mint = all.find((t) => t.metadata.operationType === 'mint' && t.transfers.some((x) => x.nft_info))
    // It comes from the collection's contract, which has a name, not from the zero address.
    expect(mint?.metadata).toMatchObject({ sentFrom: chain.contracts.nft.address.toLowerCase(), sentTo: addr(0).toLowerCase() })
    // Which the modal names as people do: a collection of NFTs by its name, a token by its symbol.
    const named = async (address: string) => (await (await call(`/v1/contracts/${CHAIN}:${address}`)).json()) as { name: string | null; kind: string | null }
    expect(await named(mint!.metadata.sentFrom)).toEqual({ name: 'Airlock Pass', kind: 'token' })
    expect(await named(chain.contracts.token.address)).toEqual({ name: 'DUSD', kind: 'token' })
  })

  test('behavior: a one-step DUSD → ETH swap is one trade: the DUSD paid to the pool and the ETH the router paid out', async () => {
    const { token, uniswap, pairs } = chain.contracts
    const amountIn = parseUnits('100', 6)
    const approval = await wallet(4).writeContract({ chain: null, address: token.address, abi: erc20Abi, functionName: 'approve', args: [uniswap.router.address, amountIn] })
    const path = [token.address, uniswap.weth.address]
    const [, out] = await createPublicClient({ transport: http(chain.url) }).readContract({ ...uniswap.router, functionName: 'getAmountsOut', args: [amountIn, path] })
    const hash = await wallet(4).writeContract({ chain: null, ...uniswap.router, functionName: 'swapExactTokensForETH', args: [amountIn, out!, path, addr(4), maxUint256] })
    await api.syncIndexer()
    const swap = (await history(addr(4))).data.find((t) => t.id === hash)!
    expect(swap.metadata.operationType).toBe('trade')
    expect(swap.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric])).toEqual([
      ['out', 'DUSD', '100'],
      ['in', 'ETH', formatEther(out!)],
    ])
    expect(swap.metadata.sentTo).toBe(pairs.dusdWeth.toLowerCase())
    // The approval before it moved nothing: it reads as the allowance it gave, to whom.
    const approved = (await history(addr(4))).data.find((t) => t.id === approval)!
    expect(approved.metadata).toMatchObject({ operationType: 'approve', sentFrom: addr(4).toLowerCase(), sentTo: uniswap.router.address.toLowerCase() })
    expect(approved.transfers).toEqual([])
    expect(approved.approvals).toEqual([{ fungible_info: { name: 'Demo USD', symbol: 'DUSD', icon: { url: expect.stringMatching(/\/DUSD$/) } }, spender: uniswap.router.address.toLowerCase(), quantity: { numeric: '100' } }])
    // The router is not told of an allowance given to it: it is no history of its own.
    expect((await history(uniswap.router.address)).data.some((t) => t.id === approval)).toBe(false)
  })

  test('behavior: history pages by cursor, 20 at a time, without overlap', async () => {
    for (let i = 0; i < 22; i++) await wallet(7).sendTransaction({ chain: null, to: addr(8), value: BigInt(i + 1) })
    await api.syncIndexer()
    const first = await history(addr(8))
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await history(addr(8), first.next!)
    expect(second.next).toBeNull()
    const ids = [...first.data, ...second.data].map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThanOrEqual(22)
    expect(first.data[0]!.transfers[0]!.quantity.numeric).toBe('0.000000000000000022')
    const bad = await call(`/v1/account/${addr(8)}/history`, { query: { cursor: 'garbage' } })
    expect(await bad.json()).toMatchObject({ field: 'cursor' })
  })

  test('default: the RPC proxy and supported chains serve the local chain', async () => {
    const res = await call('/v1/', { ...jsonBody({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }), query: { chainId: CHAIN } })
    expect(await res.json()).toMatchObject({ result: '0x7a69' })
    const signing = await call('/v1/', { ...jsonBody({ jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [{ from: addr(0), to: addr(1), value: '0x1' }] }), query: { chainId: CHAIN } })
    expect(signing.status).toBe(403)
    expect(await signing.json()).toMatchObject({ id: 2, error: { message: 'Requested RPC call is not allowed' } })
    expect(await (await call('/v1/supported-chains')).json()).toEqual({ http: [CHAIN], ws: [CHAIN] })
  })

  test('behavior: the sandbox checkout delivers DUSD on the local chain', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const res = await call('/v1/generators/onrampurl', jsonBody({ destinationWallets: [{ address: buyer, assets: ['USDC'] }], defaultNetwork: 'airlock-local', presetCryptoAmount: 42 }))
    const { url } = (await res.json()) as { url: string }
    const complete = new URL(url)
    complete.pathname += '/complete'
    const card = () => new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
    const done = await fetch(complete, { method: 'POST', body: card() })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Purchase complete')
    const again = await fetch(complete, { method: 'POST', body: card() })
    expect(again.status).toBe(409)
    const body = (await (await call(`/v1/account/${buyer}/balance`, { query: { chainId: CHAIN } })).json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
    expect(body.balances.find((b) => b.symbol === 'DUSD')?.quantity.numeric).toBe('42')
  })
  test('behavior: the sandbox pays exactly what was ordered, in decimal to the last wei (2.4 ETH is 2.4 ETH)', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const res = await call('/v1/generators/onrampurl', jsonBody({ destinationWallets: [{ address: buyer, assets: ['ETH'] }], defaultNetwork: 'airlock-local', presetCryptoAmount: 2.4 }))
    const { url, orderId } = (await res.json()) as { url: string; orderId: string }
    const complete = new URL(url)
    complete.pathname += '/complete'
    expect((await fetch(complete, { method: 'POST', body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }) })).status).toBe(200)
    expect(await createPublicClient({ transport: http(chain.url) }).getBalance({ address: buyer })).toBe(parseEther('2.4'))
    expect(await (await call(`/v1/onramp/orders/${orderId}`)).json()).toMatchObject({ status: 'completed', cryptoAmount: '2.4' })
    // A decimal string travels as written, past what a float holds.
    const precise = await call('/v1/generators/onrampurl', jsonBody({ destinationWallets: [{ address: buyer, assets: ['ETH'] }], defaultNetwork: 'airlock-local', presetCryptoAmount: '0.100000000000000001' }))
    const next = new URL(((await precise.json()) as { url: string }).url)
    next.pathname += '/complete'
    expect((await fetch(next, { method: 'POST', body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }) })).status).toBe(200)
    expect(await createPublicClient({ transport: http(chain.url) }).getBalance({ address: buyer })).toBe(parseEther('2.500000000000000001'))
  })

  test('behavior: a websocket subscriber receives a push after a transfer', async () => {
    const live = await connectLiveSocket(api.url, 'http://localhost:5173')
    try {
      expect((await live.request('subscribe', { topic: `account:${CHAIN}:${addr(2)}` })).error?.code).toBe(-32002)
      expect((await live.request('login', { projectId: 'nope' })).error?.message).toBe('Unauthorized: invalid key')
      expect((await live.request('login', { projectId })).result).toBe(true)
      expect((await live.request('subscribe', { topic: 'account:0x12' })).error?.code).toBe(-32602)
      const { result: subscription } = await live.request('subscribe', { topic: `account:${CHAIN}:${addr(2)}` })
      expect(subscription).toEqual(expect.any(String))
      const hash = await wallet(3).sendTransaction({ chain: null, to: addr(2), value: 7n })
      const push = await live.waitForPush((m) => m.params?.result.hash === hash)
      expect(push.params).toEqual({ subscription, result: { kind: 'activity', account: `${CHAIN}:${addr(2).toLowerCase()}`, chainId: CHAIN, hash } })
      await live.waitForPush((m) => m.params?.result.kind === 'balance')
      expect((await live.request('unsubscribe', { subscription })).result).toBe(true)
    } finally {
      live.close()
    }
  })

  test('error: the live socket refuses origins off the allowlist', async () => {
    const live = await connectLiveSocket(api.url, 'https://evil.test')
    expect((await live.request('login', { projectId })).error?.message).toBe('Unauthorized: origin not allowed')
    live.close()
  })

  test('behavior: two API instances on one database agree and share pushes', async () => {
    // The second instance does no indexing: what it serves and pushes comes through the store.
    const other = await startApiServer({
      port: 0, onError: () => {}, indexer: false, publicUrl: api.url,
      ...(backend.databaseUrl ? { databaseUrl: backend.databaseUrl } : { database: api.db }),
      evm: { rpcUrl: chain.url, chainId: chain.chainId, contracts: chain.contracts },
    })
    const live = await connectLiveSocket(other.url)
    try {
      await live.request('login', { projectId })
      const { result: subscription } = await live.request('subscribe', { topic: `account:${CHAIN}:${addr(4)}` })
      const hash = await wallet(3).sendTransaction({ chain: null, to: addr(4), value: 9n })
      const push = await live.waitForPush((m) => m.params?.result.hash === hash)
      expect(push.params?.subscription).toBe(subscription)
      const otherCall = createApiClient(other.url, projectId)
      for (const path of [`/v1/account/${addr(4)}/history`, `/v1/account/${addr(6)}/history`, `/v1/identity/${addr(4)}`]) {
        const [a, b] = await Promise.all([call(path), otherCall(path)])
        expect(await b.json()).toEqual(await a.json())
      }
    } finally {
      live.close()
      await other.stop()
    }
  })
})
