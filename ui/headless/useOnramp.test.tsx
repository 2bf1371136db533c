// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createAirlock, mainnet } from 'airlock'
import { AirlockProvider, useOnramp, type UseOnrampReturn } from 'airlock/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { defaultOnrampOptions } from '../../plugins/onramp/defaultOnrampOptions.js'

const quote = (provider: string) => ({
  coinbaseFee: { value: '1.50', currency: 'USD' }, networkFee: { value: '0.50', currency: 'USD' }, paymentSubtotal: { value: '98.00', currency: 'USD' },
  paymentTotal: { value: '100.00', currency: 'USD' }, purchaseAmount: { value: '98', currency: 'USDC' }, quoteId: `q-${provider}`, provider,
})
const options = () => ({
  ...defaultOnrampOptions(),
  purchaseCurrencies: defaultOnrampOptions().purchaseCurrencies.map((c) => ({ ...c, networks: c.networks.map((n) => ({ ...n, providers: ['sandbox'] })) })),
  providers: [{ name: 'sandbox' }],
})

/** A headless Airlock connected through a fake wallet, the API answering through `answer`, and a host's Buy form reading useOnramp. */
async function setup(answer: (path: string, body?: unknown) => unknown) {
  const fake = createFakeAdapter()
  const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet], headless: true, apiUrl: 'http://127.0.0.1:9' })
  airlock.logger.level = 'silent'
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  const call = async (path: string, ...rest: unknown[]) => {
    const result = answer(path, rest[0])
    if (result instanceof Error) throw result
    return result
  }
  vi.spyOn(airlock.api, 'get').mockImplementation(call as never)
  vi.spyOn(airlock.api, 'post').mockImplementation(call as never)
  const seen: { current?: UseOnrampReturn } = {}
  function HostBuyForm() {
    seen.current = useOnramp()
    return <p>{seen.current.error?.message ?? seen.current.order?.status ?? seen.current.purchaseAmount}</p>
  }
  const view = render(
    <AirlockProvider airlock={airlock}>
      <Suspense fallback={<p>loading</p>}>
        <HostBuyForm />
      </Suspense>
    </AirlockProvider>,
  )
  await waitFor(() => expect(seen.current?.purchaseCurrencies.length).toBeGreaterThan(0))
  return { airlock, seen: seen as { current: UseOnrampReturn }, ...view }
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useOnramp', () => {
  it("default: options on mount, the amount's quote, then the provider's checkout in the host's window, followed until delivered", async () => {
    let status = 'pending'
    const { airlock, seen, container } = await setup((path) => {
      if (path === '/v1/onramp/options') return options()
      if (path === '/v1/onramp/quote') return quote('sandbox')
      if (path === '/v1/generators/onrampurl') return { url: 'http://127.0.0.1:9/onramp/sandbox/o-1?method=card', orderId: 'o-1' }
      return { status, txHash: status === 'completed' ? '0xdone' : null, cryptoAmount: '98' }
    })
    expect(seen.current.ready).toBe(false)
    act(() => seen.current.setAmount('100'))
    await act(() => seen.current.quote())
    expect(seen.current).toMatchObject({ ready: true, selectedProvider: 'sandbox', purchaseAmount: '98', error: undefined })
    const checkout = { location: { href: '' }, closed: false, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(checkout as never)
    await act(() => seen.current.checkout())
    expect(checkout.location.href).toBe('http://127.0.0.1:9/onramp/sandbox/o-1?method=card')
    status = 'completed'
    await waitFor(() => expect(seen.current.order?.status).toBe('completed'), { timeout: 5000 })
    expect(container.textContent).toBe('completed')
    expect(airlock.modal.state.open).toBe(false)
  })

  it("error: an amount over the method's limit, then a failed quote, are the Buy view's codes and texts", async () => {
    const { seen, container } = await setup((path) => (path === '/v1/onramp/options' ? options() : new Error('provider down')))
    act(() => seen.current.setAmount('8000'))
    await act(() => seen.current.quote())
    expect(seen.current.error).toMatchObject({ feature: 'onramp', field: 'amount', message: 'The maximum for card is 7,500.00 USD' })
    act(() => seen.current.setAmount('100'))
    await act(() => seen.current.quote())
    expect(seen.current.error).toMatchObject({ feature: 'onramp', message: 'The quote is unavailable' })
    // SPEC §8: the checkout stays open to the person, with the final price said there.
    expect(seen.current.ready).toBe(true)
    expect(container.textContent).toBe('The quote is unavailable')
  })
})
