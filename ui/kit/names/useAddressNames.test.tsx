// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { airlockDevnet, rememberChosenName } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestAccount, renderAirlock } from '../../../test/helpers/renderAirlock.js'
import { useAddressNames } from './useAddressNames.js'

const named = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const unnamed = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const router = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function Names({ addresses }: { addresses: string[] }) {
  return <output>{JSON.stringify(useAddressNames(addresses, airlockDevnet))}</output>
}

/** The API: a registered name for `named`, the router named as its exchange; every request's path. */
function stubApi() {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const { pathname } = new URL(String(input))
    if (pathname === `/v1/contracts/${airlockDevnet.caipNetworkId}:${router.toLowerCase()}`) return Response.json({ name: 'Uniswap V2', kind: 'exchange' })
    if (pathname.startsWith('/v1/contracts/')) return Response.json({ name: null, kind: null })
    return Response.json(pathname === `/v1/profile/reverse/${named.toLowerCase()}` ? [{ name: 'dana.airlock.id' }] : [])
  })
  vi.stubGlobal('fetch', fetch)
  const paths = () => fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)
  return { reverseCalls: () => paths().filter((path) => path.startsWith('/v1/profile/reverse/')), contractCalls: () => paths().filter((path) => path.startsWith('/v1/contracts/')) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('useAddressNames', () => {
  it('default: a known contract by the API\'s name, a registered name, and nothing for the rest', async () => {
    const { reverseCalls, contractCalls } = stubApi()
    renderAirlock({ apiUrl: 'http://api.test', networks: [airlockDevnet] }, <Names addresses={[named, unnamed, router, named, solanaAddress]} />)
    await waitFor(() =>
      expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
        [named.toLowerCase()]: { name: 'dana.airlock.id', kind: 'registered' },
        [router.toLowerCase()]: { name: 'Uniswap V2', kind: 'exchange' },
      }),
    )
    // One lookup of each kind per EVM address (the router has its name, so no registered one), none for the Solana one.
    expect(contractCalls()).toHaveLength(3)
    expect(reverseCalls().sort()).toEqual([`/v1/profile/reverse/${unnamed.toLowerCase()}`, `/v1/profile/reverse/${named.toLowerCase()}`])
  })

  it('rule names people chose: a name typed for an address (bob.eth) comes first, whatever the API says', async () => {
    stubApi()
    const { airlock } = renderAirlock({ apiUrl: 'http://api.test', networks: [airlockDevnet] }, <Names addresses={[named]} />)
    connectTestAccount(airlock)
    act(() => rememberChosenName(airlock.chain, 'eip155', named, 'bob.eth'))
    await waitFor(() => expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({ [named.toLowerCase()]: { name: 'bob.eth', kind: 'chosen' } }))
  })

  it('behavior: lookups are kept, so a second list asks nothing again', async () => {
    const { reverseCalls, contractCalls } = stubApi()
    const first = renderAirlock({ apiUrl: 'http://api.test', networks: [airlockDevnet] }, <Names addresses={[named]} />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('dana.airlock.id'))
    first.unmount()
    renderAirlock({ apiUrl: 'http://api.test', networks: [airlockDevnet] }, <Names addresses={[named]} />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('dana.airlock.id'))
    expect(reverseCalls()).toHaveLength(1)
    expect(contractCalls()).toHaveLength(2)
  })

  it('behavior: with the names feature off, no registered name is looked up', async () => {
    const { reverseCalls } = stubApi()
    renderAirlock({ apiUrl: 'http://api.test', networks: [airlockDevnet], features: { names: false } }, <Names addresses={[named]} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('status').textContent).toBe('{}')
    expect(reverseCalls()).toEqual([])
  })
})
