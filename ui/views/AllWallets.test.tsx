// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeRegistry, stubWalletApi } from '../../test/helpers/fakeApi.js'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
import { RECOMMENDED_WALLETS } from '../../services/wallets/fetchWalletPage.js'
import { INSTALLED_ROOM } from '../../services/wallets/walletPages.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function openAllWallets(config: Parameters<typeof renderAirlock>[0] = {}) {
  const rendered = renderAirlock({ apiUrl: 'http://api.test', ...config })
  act(() => rendered.airlock.open({ view: 'AllWallets' }))
  const list = await screen.findByRole('list', { name: 'All wallets' })
  await within(list).findAllByRole('button')
  return { ...rendered, list }
}

const tiles = (list: HTMLElement) => within(list).queryAllByRole('button')
// A tile's name without its decorative monogram.
const nameOf = (tile: HTMLElement | undefined) => tile?.lastElementChild?.textContent

describe('AllWallets', () => {
  it('rule wallet pages: the first page asks for 40 entries, scrolling loads the next', async () => {
    const { requests } = stubWalletApi(makeRegistry(1200))
    const { list } = await openAllWallets()
    // The Connect view's recommended wallets were fetched ahead from mount: the list's own pages follow.
    const pages = requests.filter((request) => request.get('entries') !== String(RECOMMENDED_WALLETS + INSTALLED_ROOM))
    expect(pages[0]?.get('entries')).toBe('40')
    expect(pages[0]?.get('page')).toBe('1')
    const grid = list.parentElement!
    grid.scrollTop = 40 * 104
    fireEvent.scroll(grid)
    await waitFor(() => expect(requests.some((request) => request.get('page') === '2')).toBe(true))
  })

  it('rule virtualized: with 1,000+ wallets loaded, only the rows in view are in the page', async () => {
    const { requests } = stubWalletApi(makeRegistry(1200))
    const { list } = await openAllWallets()
    const grid = list.parentElement!
    for (let page = 2; page <= 30; page++) {
      // Scroll to the end of what is loaded; the grid asks for the next page.
      grid.scrollTop = ((page - 1) * 10 - 4) * 104
      fireEvent.scroll(grid)
      await waitFor(() => expect(requests.length).toBe(page))
      await waitFor(() => expect(list.style.height).toBe(`${page * 10 * 104}px`))
    }
    grid.scrollTop = (300 - 4) * 104
    fireEvent.scroll(grid)
    expect(await within(list).findByText('Wallet 1200')).toBeTruthy()
    expect(tiles(list).length).toBeLessThanOrEqual(4 * 8)
    expect(list.style.height).toBe(`${(1200 / 4) * 104}px`)
  })

  it('rule wallet search: waits 300 ms after typing, then asks for 100 matches', async () => {
    const { requests } = stubWalletApi(makeRegistry(300))
    const { user, list } = await openAllWallets()
    const searches = () => requests.filter((request) => request.has('search'))
    // The first page is asked for beside the recommended wallets; wait for it, so only searches remain.
    await waitFor(() => expect(requests.some((request) => request.get('entries') === '40')).toBe(true))
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'wallet 12')
    expect(searches()).toHaveLength(0)
    await waitFor(() => expect(searches()).toHaveLength(1), { timeout: 1000 })
    expect(searches()[0]?.get('search')).toBe('wallet 12')
    expect(searches()[0]?.get('entries')).toBe('100')
    const results = await screen.findByRole('list', { name: 'Wallets matching wallet 12' })
    await waitFor(() => expect(within(results).getByText('Wallet 120')).toBeTruthy())
    expect(list.isConnected).toBe(true)
  })

  it('behavior: while a search loads, the list shows what it showed under its own name; the answer replaces it, from its top', async () => {
    const { fetch } = stubWalletApi(makeRegistry(300))
    const { user, list } = await openAllWallets()
    await waitFor(() => expect(tiles(list).length).toBeGreaterThan(0))
    const grid = list.parentElement!
    grid.scrollTop = 3 * 104
    fireEvent.scroll(grid)
    // The search's answer is held back: until it comes, no list is named for it, and the list never empties.
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    const served = fetch.getMockImplementation()!
    fetch.mockImplementation(async (input) => {
      if (new URL(String(input)).searchParams.has('search')) await held
      return served(input)
    })
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'wallet 12')
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => new URL(String(input)).searchParams.has('search'))).toBe(true), { timeout: 1000 })
    expect(screen.queryByRole('list', { name: 'Wallets matching wallet 12' })).toBeNull()
    expect(list.getAttribute('aria-label')).toBe('All wallets')
    expect(tiles(list).length).toBeGreaterThan(0)
    answer()
    const results = await screen.findByRole('list', { name: 'Wallets matching wallet 12' })
    expect(results).toBe(list)
    expect(nameOf(tiles(results)[0])).toBe('Wallet 12')
    expect(tiles(results).map(nameOf).every((name) => name?.startsWith('Wallet 12'))).toBe(true)
    expect(grid.scrollTop).toBe(0)
  })

  it('behavior: a search that finds nothing says so, with "Connect with a QR code", which opens the code', async () => {
    stubWalletApi(makeRegistry(50))
    const { user, airlock } = await openAllWallets()
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'zzz')
    await screen.findByText('No wallet found for “zzz”. Check the spelling, or connect with a QR code.', {}, { timeout: 3000 })
    await user.click(screen.getByRole('button', { name: 'Connect with a QR code' }))
    expect(airlock.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('rule excluded and featured wallets: featured first, excluded never', async () => {
    const { requests } = stubWalletApi(makeRegistry(100))
    const { list } = await openAllWallets({ featuredWalletIds: ['w7'], excludeWalletIds: ['w1'] })
    await waitFor(() => expect(nameOf(tiles(list)[0])).toBe('Wallet 7'))
    expect(nameOf(tiles(list)[1])).toBe('Wallet 2')
    expect(within(list).queryByText('Wallet 1')).toBeNull()
    expect(requests.find((request) => !request.get('include'))?.get('exclude')).toBe('w1,w7')
  })

  it('error: a failed load says so, in the list\'s place, and Try again asks again', async () => {
    let down = true
    const { fetch } = stubWalletApi(makeRegistry(50))
    const registry = fetch.getMockImplementation()!
    fetch.mockImplementation(async (input) => (down ? new Response('{}', { status: 500 }) : registry(input)))
    const { airlock } = renderAirlock({ apiUrl: 'http://api.test' })
    act(() => airlock.open({ view: 'AllWallets' }))
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 })
    expect(alert.textContent).toBe('Wallets could not be loaded' + 'Try again')
    expect(alert.closest('.airlock-wallet-results')).not.toBeNull()
    down = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const list = await screen.findByRole('list', { name: 'All wallets' })
    await waitFor(() => expect(tiles(list).length).toBeGreaterThan(0))
    expect(nameOf(tiles(list)[0])).toBe('Wallet 1')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
