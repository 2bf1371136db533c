import { createAirlock, mainnet, polygon } from 'airlock'
import { describe, expect, test, vi } from 'vitest'
import { createI18n } from 'airlock'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { defaultOnrampOptions } from './defaultOnrampOptions.js'
import { FALLBACK_QUOTE_ID } from './fallbackQuote.js'
import catalogs from './messages?catalogs'
import type { OnrampMessage } from './OnrampMessage.js'
import { initialOnrampState } from './OnrampState.js'

/** A message as the Buy view shows it in English. */
const english = (message: OnrampMessage | undefined) => message && ('text' in message ? message.text : createI18n('en').t(catalogs, message.id, message.values))

const quote = (value: string, provider: string) => ({
  coinbaseFee: { value: '1.50', currency: 'USD' }, networkFee: { value: '0.50', currency: 'USD' }, paymentSubtotal: { value: '98.00', currency: 'USD' },
  paymentTotal: { value: '100.00', currency: 'USD' }, purchaseAmount: { value, currency: 'USDC' }, quoteId: `q-${provider}`, provider,
})
const options = () => ({
  ...defaultOnrampOptions(),
  purchaseCurrencies: defaultOnrampOptions().purchaseCurrencies.map((c) => ({ ...c, networks: c.networks.map((n) => ({ ...n, providers: ['sandbox', 'coinbase'] })) })),
  providers: [{ name: 'sandbox' }, { name: 'coinbase' }, { name: 'moonpay' }],
})

/** A kernel connected through a fake adapter, its onramp plugin loaded, the API answering through `answer`. */
async function setup(answer: (method: string, path: string, body?: unknown) => unknown) {
  const fake = createFakeAdapter()
  const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet, polygon], apiUrl: 'http://127.0.0.1:9' })
  airlock.logger.level = 'silent'
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  const call = (method: string) => async (path: string, ...rest: unknown[]) => {
    const result = answer(method, path, method === 'post' ? rest[0] : undefined)
    if (result instanceof Error) throw result
    return result
  }
  vi.spyOn(airlock.api, 'get').mockImplementation(call('get') as never)
  vi.spyOn(airlock.api, 'post').mockImplementation(call('post') as never)
  const controller = await airlock.plugins.api('onramp')
  return { airlock, controller }
}

describe('createOnrampController', () => {
  test('default: options from the API, known providers only, USD and the account network first', async () => {
    const { controller } = await setup(() => options())
    await controller.loadOptions()
    expect([controller.state.providers, controller.state.paymentCurrency?.id, controller.state.purchaseCurrency?.id, controller.state.network]).toEqual([['sandbox', 'coinbase'], 'USD', 'USDC', 'ethereum'])
  })

  test('behavior: open(preset) shows the preset amount before the options arrive', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { controller } = await setup((method, _path, body) => (method === 'get' ? gate.then(options) : quote('9.8', (body as { provider: string }).provider)))
    const opening = controller.open({ currency: 'USDC', caipNetworkId: 'eip155:1', amount: '10.00' })
    expect(controller.state.paymentAmount).toBe('10.00')
    release()
    await opening
    expect([controller.state.paymentAmount, controller.state.purchaseCurrency?.id]).toEqual(['10.00', 'USDC'])
  })

  test('behavior: SPEC §8 options fall back to the default list on failure', async () => {
    const { controller } = await setup(() => new Error('down'))
    await controller.loadOptions()
    expect([controller.state.paymentCurrencies, controller.state.purchaseCurrencies]).toEqual([defaultOnrampOptions().paymentCurrencies, defaultOnrampOptions().purchaseCurrencies])
  })

  test('behavior: quotes come from each provider on the network; the best is chosen', async () => {
    const { controller } = await setup((method, _path, body) => (method === 'get' ? options() : quote((body as { provider: string }).provider === 'coinbase' ? '97.5' : '98', (body as { provider: string }).provider)))
    await controller.loadOptions()
    controller.setAmount('100')
    await controller.loadQuotes()
    expect(Object.keys(controller.state.quotes).sort()).toEqual(['coinbase', 'sandbox'])
    expect([controller.state.selectedProvider, controller.state.purchaseAmount]).toEqual(['sandbox', '98'])
    controller.selectProvider('coinbase')
    expect(controller.state.purchaseAmount).toBe('97.5')
  })

  test('error: SPEC §8 a quote failure gives the fallback quote and the error is kept in state', async () => {
    const { controller } = await setup((method, _path, body) => {
      if (method === 'get') return options()
      return (body as { provider: string }).provider === 'coinbase' ? new Error('provider down') : quote('98', 'sandbox')
    })
    await controller.loadOptions()
    controller.setAmount('100')
    await controller.loadQuotes()
    expect(controller.state.quotes['coinbase']).toMatchObject({ quoteId: FALLBACK_QUOTE_ID, paymentTotal: { value: '100.00', currency: 'USD' }, purchaseAmount: { value: '' } })
    expect(controller.state.quotes['sandbox']?.quoteId).toBe('q-sandbox')
    expect(english(controller.state.error)).toBe('The quote is unavailable')
  })

  test('error: SPEC §5 an amount outside the limits names the limit and asks no provider', async () => {
    const answer = vi.fn((method: string) => (method === 'get' ? options() : quote('1', 'sandbox')))
    const { controller } = await setup(answer)
    await controller.loadOptions()
    controller.setAmount('8000')
    await controller.loadQuotes()
    expect(english(controller.state.limitError)).toBe('The maximum for card is 7,500.00 USD')
    expect(answer.mock.calls.filter(([method]) => method === 'post')).toHaveLength(0)
    controller.selectPaymentMethod('ach_bank_account')
    expect(controller.state.limitError).toBeUndefined()
  })

  test('behavior: SPEC §4 reset restores the defaults', async () => {
    const { controller } = await setup((method, _path, body) => (method === 'get' ? options() : quote('98', (body as { provider: string }).provider)))
    await controller.loadOptions()
    controller.setAmount('100')
    controller.selectPaymentMethod('ach_bank_account')
    await controller.loadQuotes()
    controller.reset()
    expect(JSON.parse(JSON.stringify(controller.state))).toEqual(JSON.parse(JSON.stringify(initialOnrampState())))
  })

  test('behavior: a sandbox order is followed until delivered; its result (what arrived, its transaction) stays until Done, then Account', async () => {
    let status = 'pending'
    const { airlock, controller } = await setup((method, path, body) => {
      if (path === '/v1/onramp/options') return options()
      if (path === '/v1/onramp/quote') return quote('98', (body as { provider: string }).provider)
      if (path === '/v1/generators/onrampurl') return { url: 'http://127.0.0.1:9/onramp/sandbox/o-1?method=card', orderId: 'o-1' }
      return { status, txHash: status === 'completed' ? '0xdone' : null, cryptoAmount: '98' }
    })
    const completed = vi.fn()
    airlock.bus.on('onramp:completed', completed)
    await controller.open()
    controller.setAmount('100')
    await controller.loadQuotes()
    const popup = { location: { href: '' }, closed: false, close: vi.fn() } as unknown as Window
    await controller.buy(popup)
    expect(popup.location.href).toBe('http://127.0.0.1:9/onramp/sandbox/o-1?method=card')
    expect(airlock.router.state.view).toBe('BuyOrder')
    status = 'completed'
    await vi.waitFor(() => expect(controller.state.order?.status).toBe('completed'), { timeout: 5000 })
    expect(completed).toHaveBeenCalledWith({ provider: 'sandbox', currency: 'USDC', network: 'ethereum', address: expect.any(String) })
    expect([airlock.router.state.view, controller.state.order]).toEqual(['BuyOrder', { provider: 'sandbox', id: 'o-1', status: 'completed', txHash: '0xdone', cryptoAmount: '98' }])
    controller.finish()
    expect(airlock.router.state.view).toBe('Account')
    // The next Buy starts from the defaults.
    expect([controller.state.order, controller.state.paymentAmount]).toEqual([undefined, ''])
  })
})
