import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetSwaps } from '../../local/devnet/evm/devnetSwaps.js'
import { revertReason } from '../../local/devnet/evm/revertReason.js'
import { DEFAULT_SLIPPAGE_PERCENT } from '../../plugins/swaps/defaultSlippage.js'
import type { SwapQuote } from './convert/formatSwapQuote.js'
import { getAmountOut } from './convert/uniswapV2/getAmountOut.js'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './testing/createApiClient.js'
import { startTestChain, type TestChain } from './testing/startTestChain.js'
import { testBackends } from './testing/testBackends.js'

const projectId = `swap-${Math.random().toString(36).slice(2, 8)}`
const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
interface BuiltTx { from: Address; to: Address; data: Hex; value: string; eip155: { gas: string; gasPrice: string } }

describe.each(testBackends())('swaps over Uniswap V2 on the local chain over $name', (backend) => {
  let chain: TestChain
  let api: ApiServer
  let call: ApiCall
  const reader = () => createPublicClient({ transport: http(chain.url) })
  const addr = (i: number) => chain.accounts[i]!.address
  const dusd = () => `${CHAIN}:${chain.contracts.token.address}`
  const dgld = () => `${CHAIN}:${chain.contracts.gold.address}`
  const balanceOf = (token: Address, i: number) => reader().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [addr(i)] })
  // Sends what the API built, as a wallet would, from dev account i; resolves to the receipt.
  const send = async (i: number, tx: BuiltTx) => {
    const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[i]!.privateKey), transport: http(chain.url) })
    const hash = await wallet.sendTransaction({ chain: null, to: tx.to, data: tx.data, value: BigInt(tx.value), gas: BigInt(tx.eip155.gas) })
    return reader().waitForTransactionReceipt({ hash })
  }
  const quote = async (query: Record<string, string>) => {
    const res = await call('/v1/convert/quotes', { query })
    expect(res.status).toBe(200)
    return ((await res.json()) as { quotes: SwapQuote[] }).quotes[0]!
  }
  const build = async (body: Record<string, unknown>) => {
    const res = await call('/v1/convert/build-transaction', jsonBody({ projectId, ...body }))
    expect(res.status).toBe(200)
    return (await res.json()) as { tx: BuiltTx; quote: SwapQuote }
  }
  const approve = async (i: number, token: string) => {
    const res = await call('/v1/convert/build-approve', { query: { userAddress: addr(i), from: token, to: ETH } })
    await send(i, ((await res.json()) as { tx: BuiltTx }).tx)
  }

  beforeAll(async () => {
    chain = await startTestChain()
    api = await startApiServer({
      port: 0, databaseUrl: backend.databaseUrl, onError: () => {}, indexer: false,
      projects: [{ id: projectId, allowedOrigins: [] }],
      evm: { rpcUrl: chain.url, chainId: chain.chainId, contracts: { token: chain.contracts.token }, swaps: devnetSwaps(chain.contracts) },
    })
    call = createApiClient(api.url, projectId)
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await chain?.stop()
  })

  test('default: the network\'s tokens are ETH, then the configured DUSD and DGLD', async () => {
    const body = (await (await call('/v1/convert/tokens', { query: { chainId: CHAIN } })).json()) as { tokens: Record<string, unknown>[] }
    expect(body.tokens.map((t) => [t['symbol'], t['decimals'], t['eip2612']])).toEqual([['ETH', 18, false], ['DUSD', 6, false], ['DGLD', 18, false]])
    expect(body.tokens[2]).toMatchObject({ name: 'Demo Gold', address: `${CHAIN}:${chain.contracts.gold.address.toLowerCase()}`, logoUri: expect.stringMatching(/\/public\/getTokenImage\/DGLD$/) })
  })

  test('behavior: a token the price table lacks is priced by its pool against WETH', async () => {
    const res = await call('/v1/fungible/price', jsonBody({ currency: 'usd', projectId, addresses: [dgld(), dusd()] }))
    // 200 DGLD : 100 ETH, and ETH is 3,000 USD in the table; DUSD keeps its table price.
    expect(await res.json()).toEqual({ fungibles: [
      { name: 'Demo Gold', symbol: 'DGLD', iconUrl: expect.stringMatching(/\/DGLD$/), price: 1500 },
      { name: 'Demo USD', symbol: 'DUSD', iconUrl: expect.stringMatching(/\/DUSD$/), price: 1 },
    ] })
  })

  test('default: a quote is the router\'s amount with price impact, the minimum for the default slippage, gas price and estimate', async () => {
    const q = await quote({ amount: parseEther('1').toString(), from: ETH, to: dusd(), userAddress: addr(1) })
    // The pool opened at 100 ETH : 300,000 DUSD and nothing has traded yet.
    const expected = getAmountOut(parseEther('1'), { reserveIn: parseEther('100'), reserveOut: parseUnits('300000', 6) })
    expect(q).toMatchObject({
      source: 'uniswap-v2', kind: 'exactIn', fromAccount: ETH, toAccount: dusd(), fromAmount: parseEther('1').toString(), toAmount: expected.toString(),
      slippage: DEFAULT_SLIPPAGE_PERCENT, lpFee: 0.3, gasEstimated: true, spender: chain.contracts.uniswap.router.address,
      path: [`${CHAIN}:${chain.contracts.uniswap.weth.address.toLowerCase()}`, `${CHAIN}:${chain.contracts.token.address.toLowerCase()}`],
    })
    expect(BigInt(q.minimumReceived)).toBe((expected * 9950n) / 10000n)
    expect(q.priceImpact).toBeCloseTo(0.9872, 3)
    expect(BigInt(q.gasEstimate)).toBeGreaterThan(21_000n)
    expect(BigInt(q.networkFee)).toBe(BigInt(q.gasPrice) * BigInt(q.gasEstimate))
  })

  test('behavior: ETH → DUSD built by the API and sent by a wallet pays the quoted amount', async () => {
    const amount = parseEther('0.5').toString()
    const before = { dusd: await balanceOf(chain.contracts.token.address, 2), eth: await reader().getBalance({ address: addr(2) }) }
    const { tx, quote: q } = await build({ amount, from: ETH, to: dusd(), userAddress: addr(2), eip155: { slippage: 1 } })
    expect(q.slippage).toBe(1)
    const receipt = await send(2, tx)
    expect(receipt.status).toBe('success')
    const got = (await balanceOf(chain.contracts.token.address, 2)) - before.dusd
    expect(got).toBe(BigInt(q.toAmount))
    expect(got >= BigInt(q.minimumReceived)).toBe(true)
    const spent = before.eth - (await reader().getBalance({ address: addr(2) }))
    expect(spent).toBe(parseEther('0.5') + receipt.gasUsed * receipt.effectiveGasPrice)
  })

  test('behavior: DUSD → ETH needs the approve first, then pays the quoted ETH', async () => {
    const token = chain.contracts.token.address
    const allowance = async () => ((await (await call('/v1/convert/allowance', { query: { tokenAddress: dusd(), userAddress: addr(3) } })).json()) as { allowance: string; spender: string })
    expect(await allowance()).toEqual({ allowance: '0', spender: chain.contracts.uniswap.router.address })
    const unapproved = await quote({ amount: parseUnits('1500', 6).toString(), from: dusd(), to: ETH, userAddress: addr(3) })
    expect(unapproved.gasEstimated).toBe(false)
    await approve(3, dusd())
    expect((await allowance()).allowance).toBe(maxUint256.toString())
    const { tx, quote: q } = await build({ amount: parseUnits('1500', 6).toString(), from: dusd(), to: ETH, userAddress: addr(3) })
    expect(q.gasEstimated).toBe(true)
    const before = { dusd: await balanceOf(token, 3), eth: await reader().getBalance({ address: addr(3) }) }
    const receipt = await send(3, tx)
    expect(before.dusd - (await balanceOf(token, 3))).toBe(parseUnits('1500', 6))
    const got = (await reader().getBalance({ address: addr(3) })) - before.eth + receipt.gasUsed * receipt.effectiveGasPrice
    expect(got).toBe(BigInt(q.toAmount))
    expect(got >= BigInt(q.minimumReceived)).toBe(true)
  })

  test('behavior: DUSD → DGLD has no pool of its own and routes through WETH', async () => {
    await approve(4, dusd())
    const { tx, quote: q } = await build({ amount: parseUnits('3000', 6).toString(), from: dusd(), to: dgld(), userAddress: addr(4) })
    expect(q.path).toEqual([dusd(), `${CHAIN}:${chain.contracts.uniswap.weth.address}`, dgld()].map((a) => a.toLowerCase()))
    expect(q.lpFee).toBe(0.5991)
    await send(4, tx)
    expect(await balanceOf(chain.contracts.gold.address, 4)).toBe(BigInt(q.toAmount))
    // The balance lists DGLD once the API knows it, priced by its pool (≈ 1,500 USD).
    const balances = (await (await call(`/v1/account/${addr(4)}/balance`, { query: { chainId: CHAIN } })).json()) as { balances: { symbol: string; price: number }[] }
    expect(balances.balances.find((b) => b.symbol === 'DGLD')?.price).toBeGreaterThan(1400)
    // 3,000 DUSD ≈ 1 ETH ≈ 2 DGLD before fees and impact.
    expect(BigInt(q.toAmount) > parseUnits('1.9', 18) && BigInt(q.toAmount) < parseUnits('2', 18)).toBe(true)
  })

  test('behavior: an exact output buys exactly that much and sells no more than the maximum', async () => {
    const before = await reader().getBalance({ address: addr(5) })
    const { tx, quote: q } = await build({ amountOut: parseUnits('1', 18).toString(), from: ETH, to: dgld(), userAddress: addr(5) })
    expect(q.kind).toBe('exactOut')
    expect(BigInt(q.maximumSold)).toBe((BigInt(q.fromAmount) * 10050n) / 10000n)
    const receipt = await send(5, tx)
    expect(await balanceOf(chain.contracts.gold.address, 5)).toBe(parseUnits('1', 18))
    // The router refunds the ETH sent above what the pool took.
    const spent = before - (await reader().getBalance({ address: addr(5) })) - receipt.gasUsed * receipt.effectiveGasPrice
    expect(spent).toBe(BigInt(q.fromAmount))
  })

  test('error: a swap whose minimum the moved price no longer meets reverts, and nothing is spent but gas', async () => {
    const { tx } = await build({ amount: parseEther('1').toString(), from: ETH, to: dusd(), userAddress: addr(6), eip155: { slippage: 0.1 } })
    // Someone else trades first in the same direction, moving the price by more than 0.1 %.
    await send(7, (await build({ amount: parseEther('2').toString(), from: ETH, to: dusd(), userAddress: addr(7) })).tx)
    const before = await balanceOf(chain.contracts.token.address, 6)
    const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[6]!.privateKey), transport: http(chain.url) })
    const sent = wallet.sendTransaction({ chain: null, to: tx.to, data: tx.data, value: BigInt(tx.value), gas: BigInt(tx.eip155.gas) })
    expect(await revertReason(sent)).toBe('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    expect(await balanceOf(chain.contracts.token.address, 6)).toBe(before)
  })

  test('error: insufficient liquidity is named as such', async () => {
    const tooMuch = await call('/v1/convert/quotes', { query: { amountOut: parseEther('1000').toString(), from: dusd(), to: ETH } })
    expect(tooMuch.status).toBe(422)
    expect(await tooMuch.json()).toEqual({ message: 'Insufficient liquidity for this swap', code: 'INSUFFICIENT_LIQUIDITY' })
    // The PASS contract is no ERC-20 and has no pool at all.
    const noPool = await call('/v1/convert/quotes', { query: { amount: '1000', from: ETH, to: `${CHAIN}:${chain.contracts.nft.address}` } })
    expect(await noPool.json()).toMatchObject({ code: 'INSUFFICIENT_LIQUIDITY' })
  })

  test("SPEC §8: 'Network not supported for Swaps' and 'for Gas Price' on networks without a router", async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const swaps = await call('/v1/convert/quotes', { query: { amount: '1', from: `${solana}:So11111111111111111111111111111111111111112`, to: `${solana}:x` } })
    expect(swaps.status).toBe(400)
    expect(await swaps.json()).toEqual({ message: 'Network not supported for Swaps', field: 'from', code: 'SWAPS_NOT_SUPPORTED' })
    expect(await (await call('/v1/convert/tokens', { query: { chainId: 'eip155:1' } })).json()).toMatchObject({ message: 'Network not supported for Swaps' })
    expect(await (await call('/v1/convert/gas-price', { query: { chainId: solana } })).json())
      .toEqual({ message: 'Network not supported for Gas Price', field: 'chainId', code: 'GAS_PRICE_NOT_SUPPORTED' })
    const gas = (await (await call('/v1/convert/gas-price', { query: { chainId: CHAIN } })).json()) as Record<string, string>
    expect(BigInt(gas['fast']!)).toBeGreaterThan(BigInt(gas['standard']!))
  })

  test('default: GET /v1/contracts names the swap router as its exchange and a token by its symbol; anything else has no name', async () => {
    const named = async (address: string) => (await (await call(`/v1/contracts/${address}`)).json()) as { name: string | null; kind: string | null }
    expect(await named(`${CHAIN}:${chain.contracts.uniswap.router.address}`)).toEqual({ name: 'Uniswap V2', kind: 'exchange' })
    expect(await named(`${CHAIN}:${chain.contracts.uniswap.router.address.toLowerCase()}`)).toEqual({ name: 'Uniswap V2', kind: 'exchange' })
    expect(await named(dgld())).toEqual({ name: 'DGLD', kind: 'token' })
    expect(await named(`${CHAIN}:${addr(1)}`)).toEqual({ name: null, kind: null })
    // The router of this chain is nobody's on another.
    expect(await named(`eip155:1:${chain.contracts.uniswap.router.address}`)).toEqual({ name: null, kind: null })
    const bare = await call(`/v1/contracts/${chain.contracts.uniswap.router.address}`)
    expect([bare.status, await bare.json()]).toEqual([400, { message: "Invalid path parameter 'address': expected a CAIP-10 address (namespace:chainId:address)", field: 'address' }])
    expect((await call('/v1/contracts/eip155:31337:nobody')).status).toBe(400)
  })

  test('error: bad input answers 400 naming the field', async () => {
    const field = async (query: Record<string, string>) => ((await (await call('/v1/convert/quotes', { query })).json()) as { field?: string }).field
    expect(await field({ amount: '0', from: ETH, to: dusd() })).toBe('amount')
    expect(await field({ amount: '1', amountOut: '1', from: ETH, to: dusd() })).toBe('amount')
    expect(await field({ from: ETH, to: dusd() })).toBe('amount')
    expect(await field({ amount: '1.5', from: ETH, to: dusd() })).toBe('amount')
    expect(await field({ amount: '1', from: `${CHAIN}:0x12`, to: dusd() })).toBe('from')
    expect(await field({ amount: '1', from: ETH, to: `${CHAIN}:${chain.contracts.uniswap.weth.address}` })).toBe('to')
    expect(await field({ amount: '1', from: ETH, to: dusd(), slippage: '51' })).toBe('slippage')
    expect(await field({ amount: '1', from: ETH, to: dusd(), userAddress: 'nobody' })).toBe('userAddress')
    const badBody = await call('/v1/convert/build-transaction', jsonBody({ amount: '1', from: ETH, to: dusd(), userAddress: addr(1), eip155: { slippage: -1 } }))
    expect(await badBody.json()).toMatchObject({ field: 'eip155.slippage' })
    const nativeApprove = await call('/v1/convert/build-approve', { query: { userAddress: addr(1), from: ETH, to: dusd() } })
    expect(await nativeApprove.json()).toMatchObject({ field: 'from' })
  })
})
