// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { mainnet } from 'airlock'
import { useProvider } from 'airlock/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'

// The wallet's provider as a fake adapter hands it out while connected.
const walletProvider = { request: async () => null, name: 'the wallet provider' }

function ProviderName() {
  const provider = useProvider('eip155') as typeof walletProvider | undefined
  return <output>{provider?.name ?? 'none'}</output>
}

function setup() {
  const fake = createFakeAdapter()
  let connected = false
  fake.adapter.provider = () => (connected ? walletProvider : undefined)
  fake.adapter.connect = async () => ((connected = true), { address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', caipNetworkId: 'eip155:1', accounts: [] })
  fake.adapter.disconnect = async () => void (connected = false)
  const rendered = renderAirlock({ adapters: [fake.descriptor], networks: [mainnet] }, <ProviderName />)
  return { ...rendered, ...fake }
}

afterEach(() => cleanup())

describe('useProvider', () => {
  it('default: undefined until a wallet connects, then the wallet\'s provider, undefined again after disconnect', async () => {
    const { airlock } = setup()
    expect(screen.getByRole('status').textContent).toBe('none')
    expect(airlock.getProvider('eip155')).toBeUndefined()
    await act(async () => void (await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })))
    expect(screen.getByRole('status').textContent).toBe('the wallet provider')
    expect(airlock.getProvider('eip155')).toBe(walletProvider)
    await act(() => airlock.disconnect())
    expect(screen.getByRole('status').textContent).toBe('none')
    expect(airlock.getProvider('eip155')).toBeUndefined()
  })

  it('behavior: an adapter that still holds a provider gives none while the account is not connected', async () => {
    const { airlock, adapter } = setup()
    adapter.provider = () => walletProvider
    await act(async () => void (await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })))
    expect(airlock.getProvider('eip155')).toBe(walletProvider)
    await act(async () => airlock.chain.setAccount('eip155', { status: 'disconnected' }))
    expect(airlock.getProvider('eip155')).toBeUndefined()
    expect(screen.getByRole('status').textContent).toBe('none')
  })
})
