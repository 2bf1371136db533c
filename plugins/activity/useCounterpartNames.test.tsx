// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
import { useCounterpartNames } from './useCounterpartNames.js'

const named = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const unnamed = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function Names({ addresses }: { addresses: string[] }) {
  return <output>{JSON.stringify(useCounterpartNames(addresses))}</output>
}

function stubReverse() {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const { pathname } = new URL(String(input))
    return Response.json(pathname === `/v1/profile/reverse/${named.toLowerCase()}` ? [{ name: 'dana.airlock.id' }] : [])
  })
  vi.stubGlobal('fetch', fetch)
  return { reverseCalls: () => fetch.mock.calls.map(([url]) => new URL(String(url)).pathname).filter((path) => path.startsWith('/v1/profile/reverse/')) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('useCounterpartNames', () => {
  it('default: EVM counterparties with a registered name get it; others stay addresses', async () => {
    const { reverseCalls } = stubReverse()
    renderAirlock({ apiUrl: 'http://api.test' }, <Names addresses={[named, unnamed, named, solanaAddress]} />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(JSON.stringify({ [named.toLowerCase()]: 'dana.airlock.id' })))
    // One lookup per EVM address, none for the Solana one.
    expect(reverseCalls().sort()).toEqual([`/v1/profile/reverse/${unnamed.toLowerCase()}`, `/v1/profile/reverse/${named.toLowerCase()}`])
  })

  it('behavior: lookups are cached as identities are, so a second list asks nothing again', async () => {
    const { reverseCalls } = stubReverse()
    const first = renderAirlock({ apiUrl: 'http://api.test' }, <Names addresses={[named]} />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('dana.airlock.id'))
    first.unmount()
    renderAirlock({ apiUrl: 'http://api.test' }, <Names addresses={[named]} />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('dana.airlock.id'))
    expect(reverseCalls()).toHaveLength(1)
  })

  it('behavior: with the names feature off, no lookup is made', async () => {
    const { reverseCalls } = stubReverse()
    renderAirlock({ apiUrl: 'http://api.test', features: { names: false } }, <Names addresses={[named]} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('status').textContent).toBe('{}')
    expect(reverseCalls()).toEqual([])
  })
})
