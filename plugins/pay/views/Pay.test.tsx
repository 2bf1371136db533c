// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../../test/helpers/fakeAdapter.js'
import { renderAirlock, testAddress } from '../../../test/helpers/renderAirlock.js'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = { standard: 'native', symbol: 'ETH', name: 'Ether', decimals: 18, logoUri: 'data:,', usdPrice: 2000 }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Pay 0.5 ETH from a connected fake wallet (1.2345 ETH), with `simulation` as the API's simulation. */
async function pay(simulation: object) {
  const fake = createFakeAdapter()
  fake.adapter.simulationRequest = vi.fn(async (request, network) => ({ chainId: network.caipNetworkId, account: testAddress, calls: [{ to: request.to, value: String(request.value) }] }))
  vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request) => (new URL(String(input)).pathname === '/v1/simulate' ? Response.json(simulation) : Response.json({ balances: [] }))))
  const rendered = renderAirlock({ adapters: [fake.descriptor], networks: [mainnet], apiUrl: 'http://api.test' })
  await (await rendered.airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  act(() => void rendered.airlock.pay({ recipient, amount: '0.5', asset: 'native', network: 'eip155:1' }).catch(() => {}))
  return { ...rendered, ...fake }
}
const simulated = { chainId: 'eip155:1', account: testAddress, method: 'debug_traceCall', status: 'success', send: [{ asset: eth, amount: '500000000000000000', usd: 1000 }], receive: [], allowances: [], complete: true, warnings: [] }

describe('the Pay view', () => {
  it('behavior: once the balance is read, what the payment does is shown, simulated for the wallet\'s own transaction', async () => {
    const { adapter } = await pay(simulated)
    const out = await screen.findByTestId('simulation-out', {}, { timeout: 10_000 })
    expect(out.textContent).toBe('−0.500 ETH≈ $1,000.00')
    expect(adapter.simulationRequest).toHaveBeenCalledWith({ to: recipient, value: 500_000_000_000_000_000n }, expect.objectContaining({ caipNetworkId: 'eip155:1' }))
  })

  it('rule: a simulated failure asks a second confirmation before the wallet is asked', async () => {
    const { user, adapter } = await pay({ ...simulated, status: 'reverted', send: [], revert: { kind: 'other', reason: 'out of gas', call: 0 }, warnings: [{ code: 'willFail', reason: 'out of gas' }] })
    await screen.findByTestId('simulation-fail', {}, { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Pay 0.500 ETH' }))
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Continue anyway' }))
    await waitFor(() => expect(adapter.sendTransaction).toHaveBeenCalledTimes(1))
  })
})
