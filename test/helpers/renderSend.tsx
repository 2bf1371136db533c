import { act, screen } from '@testing-library/react'
import { mainnet } from 'airlock'
import { vi } from 'vitest'
import { createFakeAdapter } from './fakeAdapter.js'
import { renderAirlock, testAddress } from './renderAirlock.js'

/** The demo token of the send tests: 250.5 DUSD, 6 decimals, $1 each. */
export const dusd = {
  name: 'Demo USD',
  symbol: 'DUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 250.5,
  price: 1,
  quantity: { decimals: '6', numeric: '250.5' },
  iconUrl: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
}

/** The native balance the API reports: 1.2345 ETH at $2,000. */
export const ether = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 2469, price: 2000, quantity: { decimals: '18', numeric: '1.2345' } }

/** The address `alice` is registered to. */
export const aliceAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Options of `renderSend`. */
export interface RenderSendOptions {
  /** The balances the API answers; `null` makes the balance endpoint fail. */
  balances?: object[] | null
  /** The instance's locale (`config.locale`); the modal then opens on Send itself. Default: English, on Account. */
  locale?: string
  /** What `POST /v1/simulate` answers (the adapter then builds requests to simulate), `'unavailable'` its 502; default: the adapter builds none. */
  simulation?: object | 'unavailable'
  /** The config's features, beside the defaults. */
  features?: Record<string, unknown>
}

/**
 * Renders a kernel whose eip155 account is connected through a fake adapter (1.2345 ETH on
 * chain, a fee estimate of 0.000042 ETH) against a stubbed API that answers balances and
 * the name `alice`, and opens the modal on Account (on Send, in another locale).
 */
export async function renderSend(options: RenderSendOptions = {}) {
  const fake = createFakeAdapter()
  fake.adapter.estimateFee = vi.fn(async () => ({ value: 42_000_000_000_000n, decimals: 18, symbol: 'ETH' }))
  if (options.simulation) {
    fake.adapter.simulationRequest = vi.fn(async (request, network) => ({ chainId: network.caipNetworkId, account: testAddress, calls: [{ to: request.token ?? request.to, value: '0' }] }))
  }
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/balance')) {
      return options.balances === null ? Response.json({ message: 'Token Balance Unavailable' }, { status: 502 }) : Response.json({ balances: options.balances ?? [ether, dusd] })
    }
    if (url.pathname === '/v1/simulate' && options.simulation === 'unavailable') {
      return Response.json({ code: 'SIMULATION_UNAVAILABLE', message: 'Could not simulate this transaction' }, { status: 502 })
    }
    if (url.pathname === '/v1/simulate' && options.simulation) return Response.json(options.simulation)
    if (url.pathname === '/v1/profile/account/alice') {
      return Response.json({ name: 'alice.airlock.id', addresses: { '60': { address: aliceAddress, created: 1 } }, attributes: { avatar: 'https://img.test/alice.png' } })
    }
    return Response.json({ message: 'Name not found' }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  const rendered = renderAirlock({ adapters: [fake.descriptor], networks: [mainnet], apiUrl: 'http://api.test', ...(options.locale && { locale: options.locale }), ...(options.features && { features: options.features }) })
  const connection = await rendered.airlock.connection()
  await connection.connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  if (options.locale) {
    act(() => rendered.airlock.open({ view: 'Send' }))
    await screen.findByRole('form', {}, { timeout: 3000 })
  } else {
    act(() => rendered.airlock.open())
    await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 3000 })
  }
  return { ...rendered, ...fake, fetch, connection }
}
