// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type AdapterDescriptor, airlockDevnet, mainnet } from 'airlock'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter, installedWallet } from '../../test/helpers/fakeAdapter.js'
import { makeRegistry, stubWalletApi } from '../../test/helpers/fakeApi.js'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'

// Connect is ready once every adapter's discovery has run its first round: a second adapter
// whose discovery arrives when the test says so keeps the view away (an early click, before
// it is here) while the first adapter's wallets are already known. Each test holds it anew.
let arrive: () => void = () => {}
let arrived = Promise.resolve()
const held: AdapterDescriptor = {
  name: 'held',
  namespace: 'eip155',
  load: async () => () => createFakeAdapter().adapter,
  discover: () => arrived.then(() => () => () => {}),
}

const rows = (dialog: HTMLElement) => within(within(dialog).getByRole('group', { name: 'Wallets' })).getAllByRole('button').map((row) => row.textContent)

// A connection one test made is not restored in the next.
beforeEach(() => {
  localStorage.clear()
  arrived = new Promise<void>((resolve) => (arrive = resolve))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/**
 * Opens the modal on Connect early, with MetaMask announced by the page (or no wallet): its
 * discovery has run, the held adapter's has not, so the view is not ready.
 */
async function openEarly(wallets = [installedWallet('io.metamask', 'MetaMask')]) {
  stubWalletApi(makeRegistry(30))
  const fake = createFakeAdapter({ wallets })
  const rendered = renderAirlock({ apiUrl: 'http://api.test', adapters: [fake.descriptor, held], networks: [mainnet, airlockDevnet] })
  const { airlock } = rendered
  void airlock.wallets.discover()
  await waitFor(() => expect(airlock.wallets.state.installed).toHaveLength(wallets.length))
  act(() => airlock.open())
  const dialog = await screen.findByRole('dialog', { name: wallets.length ? 'Connect Wallet' : 'Loading' }, { timeout: 10_000 })
  return { ...rendered, ...fake, dialog }
}

describe('ConnectFirstFrame', () => {
  it('behavior: with no wallet announced, the modal keeps its spinner: other ways in would come before the wallets', async () => {
    const { dialog } = await openEarly([])
    expect(dialog.querySelector('[aria-busy="true"] .airlock-spinner')).not.toBeNull()
    expect(within(dialog).queryByRole('group', { name: 'Wallets' })).toBeNull()
  })

  it("behavior: a row pressed before the view is ready opens that wallet's connection, as the view's row does", async () => {
    const { airlock, user, adapter, dialog } = await openEarly()
    await user.click(within(dialog).getByRole('button', { name: /MetaMask/ }))
    await waitFor(() => expect(airlock.router.state.view).toBe('ConnectingExternal'))
    expect(airlock.router.state.data).toMatchObject({ walletId: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    await waitFor(() => expect(vi.mocked(adapter.connect).mock.calls[0]?.[0]).toBe('io.metamask'))
  })

  it("behavior: an open on Connect before the view is ready lists the wallets the page announced, titled as the view; they stay its first rows as the rest arrives below them", async () => {
    const { airlock, dialog } = await openEarly()
    await waitFor(() => expect(rows(dialog)).toEqual(['MetaMaskInstalled']))
    expect(airlock.plugins.resolved.has('Connect')).toBe(false)
    // The view is ready: the same first row, with the registry's wallets and the rest below.
    act(() => arrive())
    await waitFor(() => expect(rows(dialog)).toEqual(['MetaMaskInstalled', 'Wallet 1', 'Wallet 2', 'Wallet 3', 'Wallet 4', 'WalletConnect QR code', 'All Wallets 30+']), { timeout: 10_000 })
  })

  it('behavior: a press that began on a row keeps that row while the view arrives, so its click still opens the wallet', async () => {
    const { airlock, dialog } = await openEarly()
    const row = within(dialog).getByRole('button', { name: /MetaMask/ })
    fireEvent.pointerDown(row)
    act(() => arrive())
    await waitFor(() => expect(airlock.plugins.resolved.has('Connect')).toBe(true))
    // Resolved, the view still waits for the press to end: the row pressed is the one on screen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(row.isConnected).toBe(true)
    fireEvent.pointerUp(row)
    fireEvent.click(row)
    expect(airlock.router.state.view).toBe('ConnectingExternal')
    expect(airlock.router.state.data).toMatchObject({ walletId: 'io.metamask' })
  })

  it('behavior: once the press ends without a click, the view takes the first frame\'s place', async () => {
    const { airlock, dialog } = await openEarly()
    fireEvent.pointerDown(within(dialog).getByRole('button', { name: /MetaMask/ }))
    act(() => arrive())
    await waitFor(() => expect(airlock.plugins.resolved.has('Connect')).toBe(true))
    // The pointer leaves the row and is released elsewhere.
    fireEvent.pointerUp(document.body)
    await waitFor(() => expect(dialog.querySelector('[data-airlock-view="Connect"]')).not.toBeNull())
    expect(airlock.router.state.view).toBe('Connect')
  })
})
