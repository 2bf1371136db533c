import { createAirlock, mainnet, PayError, polygon, WalletError } from 'airlock'
import { describe, expect, test, vi } from 'vitest'
import { createI18n } from 'airlock'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import catalogs from './messages?catalogs'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A kernel connected through a fake adapter holding 1.2345 ETH, no API. */
async function setup() {
  const fake = createFakeAdapter()
  const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet] })
  airlock.logger.level = 'silent'
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  const controller = await airlock.plugins.api('pay')
  return { airlock, controller, ...fake }
}
/** A message id of the pay catalog as the view shows it in English. */
const english = (id: string | undefined) => id && createI18n('en').t(catalogs, id)
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: PayError) => error.code)

describe('createPayController', () => {
  test('default: with enough balance, the payment resolves with its confirmed hash, sent once', async () => {
    const { airlock, controller, adapter } = await setup()
    const paying = airlock.pay({ recipient, amount: '0.5', asset: 'native', network: 'eip155:1' })
    await vi.waitFor(() => expect(controller.state.balance).toBe('1234500000000000000'))
    expect([airlock.router.state.view, controller.state.shortfall]).toEqual(['Pay', undefined])
    await Promise.all([controller.confirm(), controller.confirm()])
    expect(await paying).toEqual({ status: 'success', hash: '0xhash' })
    await controller.confirm()
    expect(adapter.sendTransaction).toHaveBeenCalledTimes(1)
    expect(adapter.sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ to: recipient, value: 500_000_000_000_000_000n }), expect.anything())
  })

  test('behavior: once paid, "Your balance" is what is left, read again, not what there was before', async () => {
    const { airlock, controller, adapter } = await setup()
    const paying = airlock.pay({ recipient, amount: '0.5', asset: 'native', network: 'eip155:1' })
    await vi.waitFor(() => expect(controller.state.balance).toBe('1234500000000000000'))
    // The wallet holds what is left once the payment is mined.
    vi.mocked(adapter.getBalance).mockResolvedValue({ value: 734_500_000_000_000_000n, decimals: 18, symbol: 'ETH' })
    await controller.confirm()
    await paying
    expect(controller.state.stage).toBe('paid')
    await vi.waitFor(() => expect(controller.state.balance).toBe('734500000000000000'))
  })

  test('behavior: too little balance names the difference and sends nothing', async () => {
    const { airlock, controller, adapter } = await setup()
    void airlock.pay({ recipient, amount: '2', asset: 'native', network: 'eip155:1' }).catch(() => {})
    await vi.waitFor(() => expect(controller.state.shortfall).toBe('0.7655'))
    await controller.confirm()
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
  })

  test('behavior: Swap for the difference opens Swap preset to the shortfall, and a completed swap brings Pay back', async () => {
    const { airlock, controller } = await setup()
    void airlock.pay({ recipient, amount: '2', asset: 'native', network: 'eip155:1' }).catch(() => {})
    await vi.waitFor(() => expect(controller.state.shortfall).toBe('0.7655'))
    const swaps = await airlock.plugins.api('swaps')
    const open = vi.spyOn(swaps, 'open').mockImplementation(async () => airlock.router.push('Swap'))
    await controller.swapDifference()
    expect(open).toHaveBeenCalledWith({ currency: 'ETH', caipNetworkId: 'eip155:1', amount: '0.7655' })
    expect(airlock.router.state.view).toBe('Swap')
    airlock.bus.emit('swaps:completed', { hash: '0xswap', caipNetworkId: 'eip155:1', from: 'eip155:1:0xa', to: 'eip155:1:0xb', fromAmount: '1', toAmount: '1' } as never)
    expect([airlock.modal.state.open, airlock.router.state.view]).toEqual([true, 'Pay'])
  })

  test('error: a declined payment rejects with PAY_DECLINED and keeps the view', async () => {
    const { airlock, controller, adapter } = await setup()
    vi.mocked(adapter.sendTransaction).mockRejectedValueOnce(new WalletError('USER_REJECTED', 'User rejected the request'))
    const paying = airlock.pay({ recipient, amount: '0.1', asset: 'native', network: 'eip155:1' })
    await vi.waitFor(() => expect(controller.state.balance).toBeDefined())
    await controller.confirm()
    expect(await codeOf(paying)).toBe('PAY_DECLINED')
    expect([airlock.router.state.view, english(controller.state.error)]).toEqual(['Pay', 'Payment declined'])
  })

  test('error: a payment reverted on chain rejects with PAY_FAILED', async () => {
    const { airlock, controller, adapter } = await setup()
    vi.mocked(adapter.waitForTransaction).mockResolvedValueOnce({ status: 'reverted' } as never)
    const paying = airlock.pay({ recipient, amount: '0.1', asset: 'native', network: 'eip155:1' })
    await vi.waitFor(() => expect(controller.state.balance).toBeDefined())
    await controller.confirm()
    expect(await codeOf(paying)).toBe('PAY_FAILED')
  })

  test('error: closing the modal cancels; a bad request is refused naming the field', async () => {
    const { airlock } = await setup()
    const paying = airlock.pay({ recipient, amount: '0.1', asset: 'native', network: 'eip155:1' })
    await vi.waitFor(() => expect(airlock.router.state.view).toBe('Pay'))
    airlock.close()
    expect(await codeOf(paying)).toBe('PAY_CANCELLED')
    const bad = await airlock.pay({ recipient: 'nope', amount: '1', asset: 'native', network: 'eip155:1' }).catch((error: PayError) => error)
    expect([bad instanceof PayError, (bad as PayError).code, (bad as PayError).details]).toEqual([true, 'PAY_INVALID_REQUEST', 'recipient'])
    expect(await codeOf(airlock.pay({ recipient, amount: '-1', asset: 'native', network: 'eip155:1' }))).toBe('PAY_INVALID_REQUEST')
    expect(await codeOf(airlock.pay({ recipient, amount: '1', asset: 'native', network: 'eip155:8453' }))).toBe('PAY_INVALID_REQUEST')
  })

  test('behavior: the payment Pay would send is what its preview has simulated: the same transfer, through the wallet\'s adapter', async () => {
    const { airlock, controller, adapter } = await setup()
    adapter.simulationRequest = vi.fn(async (request, network) => ({ chainId: network.caipNetworkId, account: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', calls: [{ to: request.to, value: String(request.value) }] }))
    void airlock.pay({ recipient, amount: '0.5', asset: 'native', network: 'eip155:1' }).catch(() => {})
    expect(await controller.simulationRequest()).toBeUndefined()
    await vi.waitFor(() => expect(controller.state.balance).toBeDefined())
    expect(await controller.simulationRequest()).toEqual({ chainId: 'eip155:1', account: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', calls: [{ to: recipient, value: '500000000000000000' }] })
    await controller.confirm()
    expect(adapter.sendTransaction).toHaveBeenCalledWith(vi.mocked(adapter.simulationRequest!).mock.calls[0]![0], expect.anything())
  })

  test('behavior: with the wallet on another network, the balance is read on the payment\'s, and Switch moves the wallet there', async () => {
    const dusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const fake = createFakeAdapter()
    const fetch = vi.fn(async (input: string | URL | Request) => {
      const { pathname } = new URL(String(input))
      if (pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1', 'eip155:137'] })
      // 1,138.80 DUSD on the payment's network, nothing where the wallet is.
      if (pathname.startsWith('/v1/account/eip155:137:')) return Response.json({ balances: [{ name: 'Demo USD', symbol: 'DUSD', chainId: 'eip155:137', address: `eip155:137:${dusd}`, price: 1, quantity: { decimals: '6', numeric: '1138.8' } }] })
      return Response.json({ balances: [] })
    })
    vi.stubGlobal('fetch', fetch)
    const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet, polygon], apiUrl: 'http://api.test' })
    airlock.logger.level = 'silent'
    await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    const controller = await airlock.plugins.api('pay')
    void airlock.pay({ recipient, amount: '5', asset: dusd, network: 'eip155:137' }).catch(() => {})
    await vi.waitFor(() => expect(controller.state.balance).toBe('1138800000'))
    expect([controller.state.symbol, controller.state.shortfall, airlock.chain.state.activeCaipNetworkId]).toEqual(['DUSD', undefined, 'eip155:1'])
    // Declined in the wallet: said, and the wallet stays where it is.
    vi.mocked(fake.adapter.switchNetwork).mockRejectedValueOnce(new WalletError('USER_REJECTED', 'User rejected the request'))
    await controller.switchNetwork()
    expect([english(controller.state.error), airlock.chain.state.activeCaipNetworkId]).toEqual(['The switch was declined in your wallet; switch networks to pay', 'eip155:1'])
    await controller.switchNetwork()
    expect(fake.adapter.switchNetwork).toHaveBeenLastCalledWith(expect.objectContaining({ caipNetworkId: 'eip155:137' }))
    expect([controller.state.error, controller.state.switching, airlock.chain.state.activeCaipNetworkId]).toEqual([undefined, false, 'eip155:137'])
    vi.unstubAllGlobals()
  })
})
