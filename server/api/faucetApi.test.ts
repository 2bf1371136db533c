import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { demoNftAbi } from '../../local/devnet/evm/demoNftAbi.js'
import { demoSeed } from '../../local/devnet/evm/deployDemoContracts.js'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './testing/createApiClient.js'
import { startTestChain, type TestChain } from './testing/startTestChain.js'

const CHAIN = 'eip155:31337'

describe('Test funds on the local chain', () => {
  let chain: TestChain
  let api: ApiServer
  let call: ApiCall
  const reader = () => createPublicClient({ transport: http(chain.url) })
  const start = (testFunds: boolean, rateLimits = {}) => startApiServer({
    port: 0, onError: () => {}, indexer: false, testFunds, rateLimits,
    projects: [{ id: 'faucet', allowedOrigins: [] }],
    evm: { rpcUrl: chain.url, chainId: chain.chainId, contracts: { token: chain.contracts.token, nft: chain.contracts.nft },
      faucetPrivateKey: chain.accounts[demoSeed.faucetAccount]!.privateKey },
  })

  beforeAll(async () => {
    chain = await startTestChain()
    api = await start(true)
    call = createApiClient(api.url, 'faucet')
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await chain?.stop()
  })

  test('default: a fresh wallet gets 1 ETH, 1,000 DUSD and a newly minted PASS, confirmed on chain', async () => {
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    const res = await call('/v1/faucet', jsonBody({ address: fresh.toLowerCase(), chainId: CHAIN }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { address: string; payments: { asset: string; symbol: string; amount: string }[] }
    expect(body.address).toBe(fresh)
    expect(body.payments.map((p) => [p.asset, p.symbol])).toEqual([['native', 'ETH'], ['token', 'DUSD'], ['nft', 'PASS']])
    const tokenId = BigInt(body.payments[2]!.amount)
    expect(await reader().getBalance({ address: fresh })).toBe(parseEther('1'))
    expect(await reader().readContract({ address: chain.contracts.token.address, abi: erc20Abi, functionName: 'balanceOf', args: [fresh] })).toBe(parseUnits('1000', 6))
    expect(await reader().readContract({ address: chain.contracts.nft.address, abi: demoNftAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(fresh)
  })

  test('behavior: one payment per address and network every 10 minutes; concurrent requests for others all land', async () => {
    const [a, b, c] = [0, 1, 2].map(() => privateKeyToAccount(generatePrivateKey()).address)
    const answers = await Promise.all([a, b, c].map((address) => call('/v1/faucet', jsonBody({ address, chainId: CHAIN }))))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    for (const address of [a, b, c]) expect(await reader().getBalance({ address: address! })).toBe(parseEther('1'))
    const again = await call('/v1/faucet', jsonBody({ address: a, chainId: CHAIN }))
    expect(again.status).toBe(429)
    expect(await again.json()).toMatchObject({ field: 'address', message: 'Test funds were sent to this address recently; try again in 10 minutes' })
    expect(await reader().getBalance({ address: a! })).toBe(parseEther('1'))
  })

  test('error: a bad address, an unknown network and a malformed body are 400s naming the field', async () => {
    const bad = await call('/v1/faucet', jsonBody({ address: '0x1234', chainId: CHAIN }))
    expect([bad.status, await bad.json()]).toEqual([400, { field: 'address', message: "Invalid body field 'address': expected an 0x address" }])
    const unknown = await call('/v1/faucet', jsonBody({ address: chain.accounts[1]!.address, chainId: 'eip155:1' }))
    expect([unknown.status, await unknown.json()]).toEqual([400, { field: 'chainId', message: 'Network eip155:1 has no test funds on this server' }])
    const garbage = await call('/v1/faucet', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(garbage.status).toBe(400)
  })

  test('behavior: the per-client budget refuses past its limit', async () => {
    const tight = await start(true, { testFunds: { limit: 1, windowSeconds: 3600 } })
    try {
      const tightCall = createApiClient(tight.url, 'faucet')
      const fresh = () => jsonBody({ address: privateKeyToAccount(generatePrivateKey()).address, chainId: CHAIN })
      expect((await tightCall('/v1/faucet', fresh())).status).toBe(200)
      expect((await tightCall('/v1/faucet', fresh())).status).toBe(429)
    } finally {
      await tight.stop()
    }
  })

  test('default: off unless the server turns it on: the route does not exist', async () => {
    const plain = await start(false)
    try {
      const res = await createApiClient(plain.url, 'faucet')('/v1/faucet', jsonBody({ address: chain.accounts[1]!.address, chainId: CHAIN }))
      expect(res.status).toBe(404)
    } finally {
      await plain.stop()
    }
  })
})
