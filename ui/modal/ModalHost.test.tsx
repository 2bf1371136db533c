// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { airlockDevnet, mainnet } from 'airlock'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter, installedWallet } from '../../test/helpers/fakeAdapter.js'
import { makeRegistry, stubWalletApi } from '../../test/helpers/fakeApi.js'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
import { ConnectButton } from '../ConnectButton.js'
import { useAirlockState } from '../hooks/useAirlockState.js'
import { preloadView } from './useResolvedView.js'
import { knownRecommendedWallets } from '../../services/wallets/recommendedWallets.js'

// The page's idle callbacks, run when a test says the page became idle.
let idle: (() => void)[]
const cancelIdle = vi.fn()

beforeEach(() => {
  idle = []
  localStorage.clear()
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', cancelIdle)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function setup() {
  const { requests } = stubWalletApi(makeRegistry(30))
  const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
  const rendered = renderAirlock({ apiUrl: 'http://api.test', adapters: [fake.descriptor], networks: [mainnet, airlockDevnet] })
  return { ...rendered, requests }
}

// What the first open needs, all fetched ahead: the Connect view (through the modal shell's
// code), the installed wallets, and the registry's recommendations, asked once and at once
// (leaving out no installed wallet: the view does that).
async function expectFirstOpenFetched({ airlock, requests }: ReturnType<typeof setup>) {
  // The first test of the file also compiles the modal's modules.
  await waitFor(() => expect(airlock.plugins.resolved.has('Connect')).toBe(true), { timeout: 10_000 })
  await waitFor(() => expect(requests).toHaveLength(1))
  expect(airlock.wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
  expect(requests[0]!.get('exclude')).toBeNull()
  expect(knownRecommendedWallets(airlock, [])?.wallets).toHaveLength(8)
}

describe('ModalHost', () => {
  it('behavior: from mount, without waiting for idle, the modal shell, the Connect view, wallet discovery and the recommended wallets are fetched', async () => {
    const rendered = setup()
    await expectFirstOpenFetched(rendered)
    expect(rendered.airlock.modal.state.open).toBe(false)
  })

  it("behavior: once the first open is fetched, the button's pointer and focus in the opening gesture fetch nothing again", async () => {
    const rendered = setup()
    await expectFirstOpenFetched(rendered)
    const prepare = vi.spyOn(rendered.airlock.plugins, 'prepare')
    const load = vi.spyOn(rendered.airlock.i18n, 'load')
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
      button.focus()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(prepare).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
    expect(rendered.requests).toHaveLength(1)
  })

  it('behavior: a page that never becomes idle fetches ahead but draws nothing, and unmounting cancels the drawing', async () => {
    const rendered = setup()
    await expectFirstOpenFetched(rendered)
    // Drawing ahead waits for an idle moment that never comes.
    await waitFor(() => expect(idle).toHaveLength(1))
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    rendered.unmount()
    expect(cancelIdle).toHaveBeenCalled()
  })

  it('behavior: once fetched, Connect is drawn ahead at the next idle moment, live but unseen: laid out, its title and list settled, no focus moved and no key caught; the open reveals that same tree', async () => {
    const rendered = setup()
    const before = document.activeElement
    await expectFirstOpenFetched(rendered)
    // Drawing ahead waits for its own idle moment.
    await waitFor(() => expect(idle).toHaveLength(1))
    act(() => idle.shift()!())
    await waitFor(() => expect(document.querySelector('[role="dialog"] [aria-label="Wallets"]')?.textContent).toContain('MetaMask'))
    const drawn = document.querySelector('[role="dialog"]')!
    const overlay = drawn.parentElement!
    // Settled ahead: the view set its own title, and its paint ended nothing the open starts.
    await waitFor(() => expect(drawn.querySelector('h2')?.textContent).toBe('Connect Wallet'))
    expect(overlay.hasAttribute('data-standby')).toBe(true)
    expect(getComputedStyle(overlay).opacity).toBe('0')
    expect(getComputedStyle(overlay).display).not.toBe('none')
    expect(overlay.inert).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(before)
    // Unseen, it catches no key: Escape is the page's.
    const close = vi.spyOn(rendered.airlock, 'close')
    act(() => void drawn.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(close).not.toHaveBeenCalled()
    // Laid out itself, it needs no copy laid out: no further idle moment is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(idle).toHaveLength(0)
    // The first open reveals the tree drawn ahead: visible, focus inside, loading over, and
    // over within the open's own call (the view was ready before it).
    act(() => {
      rendered.airlock.open()
      expect(rendered.airlock.modal.state).toMatchObject({ open: true, loading: false })
    })
    expect(await screen.findByRole('dialog')).toBe(drawn)
    expect(overlay.hasAttribute('data-standby')).toBe(false)
    expect(overlay.inert).toBe(false)
    expect(drawn.contains(document.activeElement)).toBe(true)
    expect(rendered.airlock.modal.state.loading).toBe(false)
    expect(drawn.hasAttribute('data-opening')).toBe(true)
    // Closing lets it go; the next idle moment draws a fresh one for the next open.
    act(() => void rendered.airlock.close())
    expect(close).toHaveBeenCalledOnce()
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull())
    await waitFor(() => expect(idle.length).toBeGreaterThan(0))
    act(() => idle.shift()!())
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull())
    expect(document.querySelector('[role="dialog"]')).not.toBe(drawn)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('behavior: an open on another view than the one drawn ahead shows that view, as an opening (no fade), with focus in it', async () => {
    const rendered = setup()
    await expectFirstOpenFetched(rendered)
    await waitFor(() => expect(idle).toHaveLength(1))
    act(() => idle.shift()!())
    await waitFor(() => expect(document.querySelector('[role="dialog"] [aria-label="Wallets"]')).not.toBeNull())
    act(() => {
      rendered.airlock.open({ view: 'Networks' })
      // Not the view drawn ahead: loading until Networks paints.
      expect(rendered.airlock.modal.state.loading).toBe(true)
    })
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.querySelector('[data-airlock-view]')?.getAttribute('data-airlock-view')).toBe('Networks'))
    expect(dialog.hasAttribute('data-opening')).toBe(true)
    await waitFor(() => expect(dialog.querySelector('[data-airlock-view]')!.contains(document.activeElement)).toBe(true))
    await waitFor(() => expect(rendered.airlock.modal.state.loading).toBe(false))
  })

  it("behavior: a host component reading the modal's state renders the open of the view drawn ahead once, already loaded", async () => {
    const seen: { open: boolean; loading: boolean }[] = []
    function HostPanel() {
      const { open, loading } = useAirlockState()
      seen.push({ open, loading })
      return null
    }
    const { requests } = stubWalletApi(makeRegistry(30))
    const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
    const rendered = renderAirlock({ apiUrl: 'http://api.test', adapters: [fake.descriptor], networks: [mainnet, airlockDevnet] }, (
      <>
        <ConnectButton />
        <HostPanel />
      </>
    ))
    await expectFirstOpenFetched({ ...rendered, requests })
    await waitFor(() => expect(idle).toHaveLength(1))
    act(() => idle.shift()!())
    await waitFor(() => expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Connect Wallet'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    seen.length = 0
    act(() => void rendered.airlock.open())
    await screen.findByRole('dialog')
    await waitFor(() => expect(document.querySelector('[role="dialog"]')!.contains(document.activeElement)).toBe(true))
    expect(seen).toEqual([{ open: true, loading: false }])
  })

  it('behavior: with an account connected, Account is drawn ahead hidden with no effect run (no balance refreshed), and its copy laid out at idle', async () => {
    const rendered = setup()
    await expectFirstOpenFetched(rendered)
    const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
    act(() => rendered.airlock.chain.setAccount('eip155', { status: 'connected', address, caipAddress: `eip155:1:${address}` }))
    await act(() => preloadView(rendered.airlock, 'Account'))
    const connection = vi.spyOn(rendered.airlock, 'connection')
    await waitFor(() => expect(idle.length).toBeGreaterThan(0))
    act(() => idle.shift()!())
    await waitFor(() => expect(document.querySelector('[role="dialog"] [data-airlock-view="Account"]')).not.toBeNull())
    const overlay = document.querySelector('[role="dialog"]')!.parentElement!
    expect(getComputedStyle(overlay).display).toBe('none')
    // The unseen copy is laid out at the next idle moment.
    await waitFor(() => expect(idle).toHaveLength(1))
    act(() => idle.shift()!())
    expect(connection).not.toHaveBeenCalled()
    act(() => void rendered.airlock.open())
    expect((await screen.findByRole('dialog')).parentElement).toBe(overlay)
    await waitFor(() => expect(connection).toHaveBeenCalled())
  })

  it('behavior: without requestIdleCallback a timer stands in', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const rendered = setup()
      vi.useRealTimers()
      await expectFirstOpenFetched(rendered)
      vi.useFakeTimers({ toFake: ['setTimeout'] })
      await act(async () => vi.runOnlyPendingTimers())
      vi.useRealTimers()
      await waitFor(() => expect(document.querySelector('[role="dialog"] [aria-label="Wallets"]')?.textContent).toContain('MetaMask'))
      expect(screen.queryByRole('dialog')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
