import { createAirlock, mainnet, providerError } from 'airlock'
import { createI18n } from 'airlock'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { DGLD, DUSD, ETH, stubConvertApi, swapQuote } from '../../test/helpers/fakeConvertApi.js'
import { QUOTE_DELAY_MS } from './createSwapController.js'
import { BATCH_POLL_MS } from './atomicBatch.js'
import catalogs from './messages?catalogs'
import type { SwapProblem } from './SwapState.js'

/** A kernel connected through a fake adapter on mainnet, its swaps plugin set up against `api`. */
async function setup(api: ReturnType<typeof stubConvertApi>, features: Record<string, unknown> = {}) {
  const fake = createFakeAdapter()
  const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet], apiUrl: 'http://api.test', features })
  airlock.logger.level = 'silent'
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  const controller = await airlock.plugins.api('swaps')
  await controller.loadTokens()
  return { airlock, controller, fake }
}

// Lets every answer already released reach the controller (setImmediate is not faked).
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
}

/** A problem as the views show it in English: its message read from the swaps catalog (or the text it carries). */
const english = (problem: SwapProblem | undefined) =>
  problem && { field: problem.field, message: 'text' in problem.message ? problem.message.text : createI18n('en').t(catalogs, problem.message.id, problem.message.values) }

const byAddress = (address: string) => (token: { address: string }) => token.address === address

/**
 * An EIP-1193 provider for the fake adapter that answers EIP-5792: `answers` by method (a
 * function of the call's number, or an error to throw); every request is recorded.
 */
function batchingWallet(fake: ReturnType<typeof createFakeAdapter>, answers: Record<string, (call: number) => unknown>) {
  const calls: { method: string; params?: unknown }[] = []
  const request = vi.fn(async (args: { method: string; params?: unknown }) => {
    calls.push(args)
    const answer = answers[args.method]?.(calls.filter((call) => call.method === args.method).length)
    if (answer instanceof Error) throw answer
    if (answer === undefined) throw providerError(-32601, `${args.method} does not exist`)
    return answer
  })
  fake.adapter.provider = () => ({ request })
  return { request, of: (method: string) => calls.filter((call) => call.method === method) }
}

const supportsAtomic = { wallet_getCapabilities: () => ({ '0x1': { atomic: { status: 'supported' } } }) }

/** DUSD → ETH (it needs an approval) quoted and previewed, its allowance and the wallet's capabilities read. */
async function previewDusdToEth(controller: Awaited<ReturnType<typeof setup>>['controller']) {
  controller.selectToken('from', controller.state.tokens.find(byAddress(DUSD))!)
  controller.selectToken('to', controller.state.tokens.find(byAddress(ETH))!)
  controller.setAmount('100', 'from')
  await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
  await vi.waitFor(() => expect(controller.ready()).toBe(true))
  controller.preview()
  await vi.waitFor(() => expect(controller.state.allowanceLoading).toBe(false))
}

const dusdToEthApi = () =>
  stubConvertApi((url) => (url.pathname === '/v1/convert/quotes' ? Response.json({ quotes: [swapQuote({ fromAccount: DUSD, toAccount: ETH, fromAmount: '100000000', maximumSold: '100000000' })] }) : undefined))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createSwapController', () => {
  test('default: the network\'s tokens with the account\'s balances; the native currency is sold first; the feature\'s slippage', async () => {
    const api = stubConvertApi()
    const { controller } = await setup(api, { swaps: { slippage: 1 } })
    expect(api.of('/v1/convert/tokens')[0]!.query.get('chainId')).toBe('eip155:1')
    expect(controller.state.tokens.map((token) => [token.symbol, token.balance])).toEqual([['ETH', 2_000_000_000_000_000_000n], ['DUSD', 500_000_000n], ['DGLD', 0n]])
    expect([controller.state.from?.symbol, controller.state.to, controller.state.slippage]).toEqual(['ETH', undefined, 1])
  })

  test('behavior: the quote is asked once typing pauses for 300 ms, with the amount in smallest units, the account and the slippage', async () => {
    const api = stubConvertApi()
    const { controller, airlock } = await setup(api)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(100)
    controller.setAmount('1.5', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS - 1)
    expect(api.of('/v1/convert/quotes')).toHaveLength(0)
    expect(controller.state.quoting).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(controller.state.quote).toBeDefined())
    const asked = api.of('/v1/convert/quotes')
    expect(asked).toHaveLength(1)
    expect(Object.fromEntries(asked[0]!.query)).toMatchObject({
      amount: '1500000000000000000', from: ETH, to: DUSD, slippage: '0.5', userAddress: airlock.chain.state.accounts.eip155!.address,
    })
    expect(controller.state.quoting).toBe(false)
  })

  test('behavior: an answer to an older quote is dropped when a newer one was asked', async () => {
    let releaseFirst!: () => void
    const first = new Promise<void>((resolve) => (releaseFirst = resolve))
    let count = 0
    const api = stubConvertApi((url) => {
      if (url.pathname !== '/v1/convert/quotes') return undefined
      count++
      return count === 1
        ? first.then(() => Response.json({ quotes: [swapQuote({ toAmount: '1111' })] }))
        : Response.json({ quotes: [swapQuote({ toAmount: '2222' })] })
    })
    const { controller } = await setup(api)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    controller.setAmount('2', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.state.quote?.toAmount).toBe('2222'))
    releaseFirst()
    await settle()
    expect(controller.state.quote?.toAmount).toBe('2222')
  })

  test('behavior: typing in the receive field asks an exact-output quote; flip keeps the amount with its field', async () => {
    const api = stubConvertApi()
    const { controller } = await setup(api)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('100', 'to')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    expect(api.of('/v1/convert/quotes')[0]!.query.get('amountOut')).toBe('100000000')
    controller.flip()
    await vi.advanceTimersByTimeAsync(0)
    const flipped = api.of('/v1/convert/quotes')[1]!.query
    expect([flipped.get('from'), flipped.get('to'), flipped.get('amount'), controller.state.side]).toEqual([DUSD, ETH, '100000000', 'from'])
  })

  test('behavior: picking the other side\'s token swaps the two', async () => {
    const { controller } = await setup(stubConvertApi())
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.selectToken('to', controller.state.tokens.find(byAddress(ETH))!)
    expect([controller.state.from?.symbol, controller.state.to?.symbol]).toEqual(['DUSD', 'ETH'])
  })

  test('rule slippage: a new tolerance asks again with it, and the minimum received is the answer\'s', async () => {
    const api = stubConvertApi((url) => url.pathname === '/v1/convert/quotes'
      ? Response.json({ quotes: [swapQuote({ slippage: Number(url.searchParams.get('slippage')), minimumReceived: String((2_960_000_000n * BigInt(10_000 - Number(url.searchParams.get('slippage')) * 100)) / 10_000n) })] })
      : undefined)
    const { controller } = await setup(api)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    controller.setSlippage(2)
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.state.quote?.slippage).toBe(2))
    expect(controller.state.quote?.minimumReceived).toBe('2900800000')
    controller.setSlippage(80)
    expect(controller.state.slippage).toBe(2)
  })

  test('error: more than the balance is refused as typed, before any quote', async () => {
    const api = stubConvertApi()
    const { controller } = await setup(api)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('2.5', 'from')
    expect(english(controller.state.error)).toEqual({ field: 'amount', message: 'Not enough ETH: your balance is 2.000 ETH' })
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    expect(api.of('/v1/convert/quotes')).toHaveLength(0)
    expect(controller.ready()).toBe(false)
    controller.setAmount('1.99', 'from')
    expect(controller.state.error).toBeUndefined()
  })

  test('error: an exact output that would sell more than the balance is refused once quoted', async () => {
    const api = stubConvertApi((url) => (url.pathname === '/v1/convert/quotes' ? Response.json({ quotes: [swapQuote({ kind: 'exactOut', maximumSold: '3000000000000000000' })] }) : undefined))
    const { controller } = await setup(api)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('9000', 'to')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(english(controller.state.error)?.message).toBe('Not enough ETH: your balance is 2.000 ETH'))
  })

  test('error: the API\'s INSUFFICIENT_LIQUIDITY says so, and the amount and tokens stay', async () => {
    const api = stubConvertApi((url) => (url.pathname === '/v1/convert/quotes' ? Response.json({ message: 'Insufficient liquidity for this swap', code: 'INSUFFICIENT_LIQUIDITY' }, { status: 422 }) : undefined))
    const { controller } = await setup(api)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DGLD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(english(controller.state.error)).toEqual({ field: 'quote', message: 'Not enough liquidity for this swap; try a smaller amount' }))
    expect([controller.state.amount, controller.state.from?.symbol, controller.state.to?.symbol, controller.ready()]).toEqual(['1', 'ETH', 'DGLD', false])
  })

  test('error: SPEC §8 a network without swaps says "Network not supported for Swaps"', async () => {
    const api = stubConvertApi((url) => (url.pathname === '/v1/convert/tokens' ? Response.json({ message: 'Network not supported for Swaps', code: 'SWAPS_NOT_SUPPORTED' }, { status: 400 }) : undefined))
    const { controller } = await setup(api)
    expect(english(controller.state.error)).toEqual({ field: 'quote', message: 'Network not supported for Swaps' })
  })

  test('default: ETH → DUSD needs no approval; the swap is built for the amount and slippage, sent, and its result shows over Account', async () => {
    const api = stubConvertApi()
    const { controller, airlock, fake } = await setup(api)
    const completed = vi.fn()
    airlock.bus.on('swaps:completed', completed)
    airlock.router.reset('Account')
    airlock.router.push('Swap')
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.ready()).toBe(true))
    controller.preview()
    expect(airlock.router.state.view).toBe('SwapPreview')
    expect(controller.needsApproval()).toBe(false)
    await controller.swap()
    expect(api.of('/v1/convert/build-transaction')[0]!.body).toMatchObject({ amount: '1000000000000000000', from: ETH, to: DUSD, eip155: { slippage: 0.5 } })
    expect(fake.adapter.sendTransaction).toHaveBeenCalledWith({ to: '0x0000000000000000000000000000000000000abc', data: '0x7ff36ab5', value: 1_000_000_000_000_000_000n }, expect.anything())
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ hash: '0xhash', from: ETH, to: DUSD, toAmount: '2960000000' }))
    expect([airlock.router.state.view, controller.state.amount, controller.state.from?.symbol, controller.state.to?.symbol]).toEqual(['SwapPreview', '', 'ETH', 'DUSD'])
    expect(airlock.router.state.history.map((entry) => entry.view)).toEqual(['Account', 'SwapPreview'])
    expect(controller.state.result).toMatchObject({ fromAmount: 1_000_000_000_000_000_000n, toAmount: 2_960_000_000n, exact: { from: true, to: false }, hash: '0xhash' })
  })

  test('behavior: once mined, what the swap paid and got is read from its receipt (the native currency through the wrapped token\'s Deposit), not the quote', async () => {
    const api = stubConvertApi()
    const { controller, airlock, fake } = await setup(api)
    const completed = vi.fn()
    airlock.bus.on('swaps:completed', completed)
    const me = airlock.chain.state.accounts.eip155!.address!.slice(2).toLowerCase().padStart(64, '0')
    const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
    vi.mocked(fake.adapter.waitForTransaction).mockResolvedValueOnce({
      status: 'success',
      logs: [
        // The router wraps the ETH it takes: Deposit(router, 1 ETH) on the route's first token.
        { address: '0xC02a', topics: ['0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c', word(0xabcn)], data: word(1_000_000_000_000_000_000n) },
        // The pool pays 2,961.234567 DUSD to the account (the quote said 2,960).
        { address: DUSD.split(':')[2]!, topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', word(0x1234n), `0x${me}`], data: word(2_961_234_567n) },
        // Someone else's DUSD in the same transaction counts for nothing.
        { address: DUSD.split(':')[2]!, topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', word(0x1234n), word(0x9999n)], data: word(5n) },
      ],
    })
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.ready()).toBe(true))
    controller.preview()
    await controller.swap()
    expect(controller.state.result).toMatchObject({ fromAmount: 1_000_000_000_000_000_000n, toAmount: 2_961_234_567n, exact: { from: true, to: true } })
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ toAmount: '2961234567' }))
  })

  test('behavior: DUSD → ETH with no allowance approves exactly what the swap may sell, then swaps', async () => {
    const api = stubConvertApi((url) => (url.pathname === '/v1/convert/quotes' ? Response.json({ quotes: [swapQuote({ fromAccount: DUSD, toAccount: ETH, fromAmount: '100000000', maximumSold: '100000000' })] }) : undefined))
    const { controller, airlock, fake } = await setup(api)
    controller.selectToken('from', controller.state.tokens.find(byAddress(DUSD))!)
    controller.selectToken('to', controller.state.tokens.find(byAddress(ETH))!)
    controller.setAmount('100', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.ready()).toBe(true))
    controller.preview()
    await vi.waitFor(() => expect(controller.state.allowanceLoading).toBe(false))
    expect(controller.needsApproval()).toBe(true)
    // The approve step simulates what the wallet is asked then: the approval alone.
    expect(((await controller.simulationRequest()) as { calls: unknown[] } | undefined)?.calls).toEqual([{ to: DUSD.split(':')[2], value: '0', data: '0x095ea7b3' }])
    // The swap is not sent while the approval is short.
    await controller.swap()
    expect(fake.adapter.sendTransaction).not.toHaveBeenCalled()
    await controller.approve()
    expect(Object.fromEntries(api.of('/v1/convert/build-approve')[0]!.query)).toMatchObject({ from: DUSD, to: ETH, amount: '100000000', userAddress: airlock.chain.state.accounts.eip155!.address })
    expect(fake.adapter.waitForTransaction).toHaveBeenCalledTimes(1)
    expect(controller.needsApproval()).toBe(false)
    // Mined: the preview says DUSD is approved and the swap comes next; its simulation is the swap's.
    expect(controller.state.approved).toBe('DUSD')
    expect(((await controller.simulationRequest()) as { calls: unknown[] } | undefined)?.calls).toEqual([{ to: '0x0000000000000000000000000000000000000abc', value: '1000000000000000000', data: '0x7ff36ab5' }])
    await controller.swap()
    expect(fake.adapter.sendTransaction).toHaveBeenCalledTimes(2)
    expect(controller.state.approved).toBeUndefined()
  })

  test('error: a declined approval says "Signature declined" and keeps the amount, the tokens and the approve step', async () => {
    const api = stubConvertApi()
    const { controller, fake } = await setup(api)
    controller.selectToken('from', controller.state.tokens.find(byAddress(DUSD))!)
    controller.selectToken('to', controller.state.tokens.find(byAddress(ETH))!)
    controller.setAmount('100', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.ready()).toBe(true))
    controller.preview()
    vi.mocked(fake.adapter.sendTransaction).mockRejectedValueOnce(providerError(4001, 'User rejected the request'))
    await controller.approve()
    expect(english(controller.state.error)).toEqual({ field: 'form', message: 'Signature declined' })
    expect([controller.state.amount, controller.state.from?.symbol, controller.state.to?.symbol, controller.state.stage, controller.needsApproval()]).toEqual(['100', 'DUSD', 'ETH', undefined, true])
  })

  test('error: a declined swap says "Signature declined"; the form stays as typed', async () => {
    const api = stubConvertApi()
    const { controller, fake, airlock } = await setup(api)
    airlock.router.reset('Account')
    airlock.router.push('Swap')
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.ready()).toBe(true))
    controller.preview()
    vi.mocked(fake.adapter.sendTransaction).mockRejectedValueOnce(providerError(4001, 'User rejected the request'))
    await controller.swap()
    expect([english(controller.state.error)?.message, controller.state.amount, controller.state.to?.symbol, airlock.router.state.view]).toEqual(['Signature declined', '1', 'DUSD', 'SwapPreview'])
  })

  test.each([
    ['reverted on chain', (fake: ReturnType<typeof createFakeAdapter>) => vi.mocked(fake.adapter.waitForTransaction).mockResolvedValueOnce({ status: 'reverted' })],
    ['refused by the wallet\'s estimate', (fake: ReturnType<typeof createFakeAdapter>) => vi.mocked(fake.adapter.sendTransaction).mockRejectedValueOnce(providerError(-32603, 'Execution reverted with reason: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT.'))],
  ])('error: a swap %s for slippage says the price moved; the form stays and the quote is asked again', async (_, breakIt) => {
    const api = stubConvertApi()
    const { controller, fake } = await setup(api)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.ready()).toBe(true))
    controller.preview()
    breakIt(fake)
    await controller.swap()
    expect(english(controller.state.error)).toEqual({ field: 'form', message: 'The price moved more than your slippage allows, so nothing was swapped; try again or raise the slippage' })
    expect([controller.state.amount, controller.state.from?.symbol, controller.state.to?.symbol, controller.state.stage]).toEqual(['1', 'ETH', 'DUSD', undefined])
    await vi.advanceTimersByTimeAsync(0)
    await vi.waitFor(() => expect(api.of('/v1/convert/quotes')).toHaveLength(2))
  })

  test('rule atomic batch: a wallet with EIP-5792 atomic batching gets the approval and the swap as one wallet_sendCalls; its status is asked until confirmed, the balances are read again and its result shows', async () => {
    const api = dusdToEthApi()
    const { controller, airlock, fake } = await setup(api)
    const wallet = batchingWallet(fake, {
      ...supportsAtomic,
      wallet_sendCalls: () => ({ id: '0xbatch' }),
      wallet_getCallsStatus: (call) => (call === 1 ? { status: 100, receipts: [] } : { status: 200, receipts: [{ transactionHash: '0xbatchhash', status: '0x1' }] }),
    })
    const completed = vi.fn()
    airlock.bus.on('swaps:completed', completed)
    airlock.router.reset('Account')
    airlock.router.push('Swap')
    await previewDusdToEth(controller)
    const address = airlock.chain.state.accounts.eip155!.address!
    expect(wallet.of('wallet_getCapabilities')).toEqual([{ method: 'wallet_getCapabilities', params: [address, ['0x1']] }])
    expect([controller.needsApproval(), controller.batches()]).toEqual([true, true])
    const balanceReads = () => api.requests.filter((request) => request.path.endsWith('/balance')).length
    const readBefore = balanceReads()
    const swapping = controller.approveAndSwap()
    await vi.waitFor(() => expect(wallet.of('wallet_getCallsStatus')).toHaveLength(1))
    expect(controller.state.stage).toBe('approvingAndSwapping')
    await vi.advanceTimersByTimeAsync(BATCH_POLL_MS)
    await swapping
    expect(Object.fromEntries(api.of('/v1/convert/build-approve')[0]!.query)).toMatchObject({ from: DUSD, to: ETH, amount: '100000000', userAddress: address })
    expect(wallet.of('wallet_sendCalls')).toEqual([{
      method: 'wallet_sendCalls',
      params: [{
        version: '2.0.0', chainId: '0x1', from: address, atomicRequired: true,
        calls: [
          { to: DUSD.split(':')[2], data: '0x095ea7b3', value: '0x0' },
          { to: '0x0000000000000000000000000000000000000abc', data: '0x7ff36ab5', value: '0xde0b6b3a7640000' },
        ],
      }],
    }])
    expect(wallet.of('wallet_getCallsStatus')).toEqual([{ method: 'wallet_getCallsStatus', params: ['0xbatch'] }, { method: 'wallet_getCallsStatus', params: ['0xbatch'] }])
    expect(fake.adapter.sendTransaction).not.toHaveBeenCalled()
    expect(fake.adapter.waitForTransaction).toHaveBeenCalledWith('0xbatchhash', expect.objectContaining({ caipNetworkId: 'eip155:1' }))
    await vi.waitFor(() => expect(balanceReads()).toBeGreaterThan(readBefore))
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ hash: '0xbatchhash', from: DUSD, to: ETH }))
    expect([airlock.router.state.view, controller.state.amount, controller.state.stage, controller.state.from?.symbol, controller.state.to?.symbol]).toEqual(['SwapPreview', '', undefined, 'DUSD', 'ETH'])
  })

  test.each([
    ['does not know wallet_getCapabilities', {}],
    ['cannot batch atomically on the chain', { wallet_getCapabilities: () => ({ '0x1': { atomic: { status: 'unsupported' } } }) }],
    ['batches only on another chain', { wallet_getCapabilities: () => ({ '0x2105': { atomic: { status: 'supported' } } }) }],
  ])('rule atomic batch: a wallet that %s keeps the two transactions, approve then swap', async (_, answers) => {
    const api = dusdToEthApi()
    const { controller, fake } = await setup(api)
    const wallet = batchingWallet(fake, answers)
    await previewDusdToEth(controller)
    expect([controller.needsApproval(), controller.batches()]).toEqual([true, false])
    await controller.approveAndSwap()
    expect(wallet.of('wallet_sendCalls')).toHaveLength(0)
    await controller.approve()
    await controller.swap()
    expect(vi.mocked(fake.adapter.sendTransaction).mock.calls.map(([request]) => request.data)).toEqual(['0x095ea7b3', '0x7ff36ab5'])
    expect(wallet.of('wallet_sendCalls')).toHaveLength(0)
  })

  test('rule atomic batch: ETH → DUSD needs no approval and stays one transaction, whatever the wallet batches', async () => {
    const api = stubConvertApi()
    const { controller, fake } = await setup(api)
    const wallet = batchingWallet(fake, supportsAtomic)
    controller.selectToken('to', controller.state.tokens.find(byAddress(DUSD))!)
    controller.setAmount('1', 'from')
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS)
    await vi.waitFor(() => expect(controller.ready()).toBe(true))
    controller.preview()
    expect(controller.batches()).toBe(false)
    await controller.swap()
    expect(fake.adapter.sendTransaction).toHaveBeenCalledTimes(1)
    expect(wallet.of('wallet_sendCalls')).toHaveLength(0)
  })

  test('error: a batch declined in the wallet says "Signature declined"; the form stays as typed and nothing is sent again', async () => {
    const api = dusdToEthApi()
    const { controller, fake, airlock } = await setup(api)
    airlock.router.reset('Account')
    airlock.router.push('Swap')
    const wallet = batchingWallet(fake, { ...supportsAtomic, wallet_sendCalls: () => providerError(4001, 'User rejected the request') })
    await previewDusdToEth(controller)
    await controller.approveAndSwap()
    expect(english(controller.state.error)).toEqual({ field: 'form', message: 'Signature declined' })
    expect([controller.state.amount, controller.state.from?.symbol, controller.state.to?.symbol, controller.state.stage, controller.batches(), airlock.router.state.view]).toEqual(['100', 'DUSD', 'ETH', undefined, true, 'SwapPreview'])
    await vi.advanceTimersByTimeAsync(BATCH_POLL_MS * 4)
    expect(wallet.of('wallet_sendCalls')).toHaveLength(1)
    expect(wallet.of('wallet_getCallsStatus')).toHaveLength(0)
    expect(fake.adapter.sendTransaction).not.toHaveBeenCalled()
  })

  test('error: a batch reverted on chain (status 500) says the price moved; the form stays', async () => {
    const { controller, fake } = await setup(dusdToEthApi())
    batchingWallet(fake, { ...supportsAtomic, wallet_sendCalls: () => ({ id: '0xbatch' }), wallet_getCallsStatus: () => ({ status: 500, receipts: [{ transactionHash: '0xreverted', status: '0x0' }] }) })
    await previewDusdToEth(controller)
    await controller.approveAndSwap()
    expect(english(controller.state.error)).toEqual({ field: 'form', message: 'The price moved more than your slippage allows, so nothing was swapped; try again or raise the slippage' })
    expect([controller.state.amount, controller.state.stage, controller.needsApproval()]).toEqual(['100', undefined, true])
  })

  test('behavior: a wallet that turns wallet_sendCalls down as unsupported (4200, nothing sent) gets the approval alone, then Swap as before', async () => {
    const { controller, fake } = await setup(dusdToEthApi())
    const wallet = batchingWallet(fake, { ...supportsAtomic, wallet_sendCalls: () => providerError(4200, 'Unsupported method') })
    await previewDusdToEth(controller)
    await controller.approveAndSwap()
    expect(wallet.of('wallet_sendCalls')).toHaveLength(1)
    expect(vi.mocked(fake.adapter.sendTransaction).mock.calls.map(([request]) => request.data)).toEqual(['0x095ea7b3'])
    expect([controller.state.error, controller.needsApproval(), controller.batches()]).toEqual([undefined, false, false])
    await controller.swap()
    expect(vi.mocked(fake.adapter.sendTransaction).mock.calls.map(([request]) => request.data)).toEqual(['0x095ea7b3', '0x7ff36ab5'])
    expect(wallet.of('wallet_sendCalls')).toHaveLength(1)
  })

  test('behavior: open(preset) shows Swap to bring in the amount of the currency (Pay\'s "Swap for the difference")', async () => {
    const api = stubConvertApi()
    const { controller, airlock } = await setup(api)
    await controller.open({ currency: 'dusd', caipNetworkId: 'eip155:1', amount: '25' })
    expect([airlock.router.state.view, controller.state.from?.symbol, controller.state.to?.symbol, controller.state.amount, controller.state.side]).toEqual(['Swap', 'ETH', 'DUSD', '25', 'to'])
  })
})
