// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { airlockDevnet, mainnet, type PluginDescriptor } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter, installedWallet } from '../../test/helpers/fakeAdapter.js'
import { makeRegistry, stubWalletApi } from '../../test/helpers/fakeApi.js'
import { findViewDialog } from '../../test/helpers/findViewDialog.js'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
import { knownRecommendedWallets } from '../../services/wallets/recommendedWallets.js'

declare module 'airlock' {
  interface ViewRegistry {
    TestEmailLogin: undefined
    TestSocialLogin: { provider: string }
  }
}

const load = vi.fn(async () => ({
  name: 'test-logins',
  views: {
    TestEmailLogin: async () => ({ default: () => <p>email form</p> }),
    TestSocialLogin: async () => ({ default: ({ data }: { data: { provider: string } }) => <p>social {data.provider}</p> }),
  },
}))

// Contributions registered in wallet, social, email order, to prove the view reorders them.
const logins: PluginDescriptor = {
  name: 'test-logins',
  views: ['TestEmailLogin', 'TestSocialLogin'],
  contributes: [
    { kind: 'connectMethod', method: 'social', id: 'github', label: 'GitHub', icon: 'star', view: 'TestSocialLogin', data: { provider: 'github' } },
    { kind: 'connectMethod', method: 'email', id: 'email', label: 'Continue with email', icon: 'mail', view: 'TestEmailLogin' },
  ],
  load,
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const walletRows = () => [...document.querySelectorAll('[role="group"][aria-label="Wallets"] button')].map((row) => row.textContent)

describe('Connect', () => {
  it('rule connect order: email, social, wallet by default', async () => {
    const { airlock } = renderAirlock({ plugins: [logins] })
    act(() => airlock.open())
    // The view shows once wallet discovery has run, whose code the first test also compiles.
    const dialog = await findViewDialog('Connect Wallet')
    await within(dialog).findByRole('button', { name: 'All Wallets' })
    const labels = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((label) => label !== '')
    expect(labels).toEqual(['Continue with email', 'GitHub', 'WalletConnect QR code', 'All Wallets'])
    expect(load).not.toHaveBeenCalled()
  })

  it('behavior: a feature\'s entry of the wallet kind follows the wallet list', async () => {
    const buy: PluginDescriptor = { ...logins, name: 'test-buy', contributes: [{ kind: 'connectMethod', method: 'wallet', id: 'buy', label: 'Buy crypto', icon: 'buy', view: 'TestEmailLogin' }] }
    const { airlock } = renderAirlock({ plugins: [buy] })
    act(() => airlock.open())
    const dialog = await findViewDialog('Connect Wallet')
    await within(dialog).findByRole('button', { name: 'All Wallets' })
    const labels = within(dialog).getAllByRole('button').map((button) => button.textContent).filter((label) => label !== '')
    expect(labels).toEqual(['WalletConnect QR code', 'All Wallets', 'Buy crypto'])
  })

  it('behavior: a connect method loads its plugin and shows its view with its data', async () => {
    const { airlock, user } = renderAirlock({ plugins: [logins] })
    act(() => airlock.open())
    await user.click(await screen.findByRole('button', { name: 'GitHub' }))
    expect(await screen.findByText('social github')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('behavior: fetched ahead, its first render lists the installed wallet and the recommended ones, in their final order', async () => {
    stubWalletApi(makeRegistry(30))
    const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
    const { airlock } = renderAirlock({ apiUrl: 'http://api.test', adapters: [fake.descriptor], networks: [mainnet, airlockDevnet] })
    // What a pointer on Connect Wallet (or an idle page) starts.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(airlock.plugins.resolved.has('Connect') && knownRecommendedWallets(airlock, [])).toBeTruthy(), { timeout: 10_000 })
    // The rows the list had when it first appeared, however briefly.
    let first: (string | null)[] | undefined
    const observer = new MutationObserver(() => {
      const rows = walletRows()
      if (rows.length) first ??= rows
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    act(() => airlock.open())
    const settled = ['MetaMaskInstalled', 'Wallet 1', 'Wallet 2', 'Wallet 3', 'Wallet 4', 'WalletConnect QR code', 'All Wallets 30+']
    await waitFor(() => expect(walletRows()).toEqual(settled))
    observer.disconnect()
    expect(first).toEqual(settled)
  })

  it('rule fits: two or more social logins share one row of tiles, and beside other ways in the list shows four wallets in all', async () => {
    stubWalletApi(makeRegistry(30))
    const socials: PluginDescriptor = {
      name: 'test-socials',
      views: ['TestSocialLogin'],
      contributes: ['Google', 'GitHub', 'Apple', 'X', 'Discord', 'Facebook', 'Farcaster'].map((name) => ({ kind: 'connectMethod', method: 'social', id: name, label: `Continue with ${name}`, icon: 'star', view: 'TestSocialLogin', data: { provider: name } }) as const),
      load,
    }
    const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
    const { airlock } = renderAirlock({ apiUrl: 'http://api.test', adapters: [fake.descriptor], networks: [mainnet, airlockDevnet], plugins: [socials] })
    act(() => airlock.open())
    const dialog = await findViewDialog('Connect Wallet')
    await waitFor(() => expect(walletRows()).toEqual(['MetaMaskInstalled', 'Wallet 1', 'Wallet 2', 'Wallet 3', 'WalletConnect QR code', 'All Wallets 30+']))
    const tiles = within(within(dialog).getByRole('group', { name: 'Social logins' })).getAllByRole('button')
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Google', 'GitHub', 'Apple', 'X', 'Discord', 'Facebook', 'Farcaster'].map((name) => `Continue with ${name}`))
    // Six rows for the wallets and one for the seven logins: no row of its own per login.
    expect(dialog.querySelectorAll('.airlock-list-button').length).toBe(6)
  })

  it('behavior: until the registry answers, its rows keep their place, so nothing below moves under a pointer', async () => {
    const { fetch } = stubWalletApi(makeRegistry(30))
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const registry = fetch.getMockImplementation()!
    fetch.mockImplementation(async (input) => answered.then(() => registry(input)))
    const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
    const { airlock } = renderAirlock({ apiUrl: 'http://api.test', adapters: [fake.descriptor], networks: [mainnet, airlockDevnet], plugins: [logins] })
    act(() => airlock.open())
    const dialog = await findViewDialog('Connect Wallet')
    const group = within(dialog).getByRole('group', { name: 'Wallets' })
    const rows = () => [...group.children].map((row) => (row.matches('.airlock-list-pending') ? 'place' : row.textContent))
    expect(group.getAttribute('aria-busy')).toBe('true')
    // With other ways in on Connect (email here), four wallets in all: the installed one and three recommended.
    expect(rows()).toEqual(['MetaMaskInstalled', 'place', 'place', 'place', 'WalletConnect QR code', 'All Wallets'])
    // The email entry after the list is there to press already.
    expect(within(dialog).getByRole('button', { name: 'Continue with email' })).toBeTruthy()
    answer()
    await waitFor(() => expect(rows()).toEqual(['MetaMaskInstalled', 'Wallet 1', 'Wallet 2', 'Wallet 3', 'WalletConnect QR code', 'All Wallets 30+']))
    expect(group.hasAttribute('aria-busy')).toBe(false)
  })

  it('error: a registry that cannot answer lets its held rows go, says so where they were, and is asked again on Try again', async () => {
    let down = true
    const { fetch } = stubWalletApi(makeRegistry(30))
    const registry = fetch.getMockImplementation()!
    fetch.mockImplementation(async (input) => (down ? Response.json({ message: 'down' }, { status: 503 }) : registry(input)))
    const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
    const { airlock } = renderAirlock({ apiUrl: 'http://api.test', adapters: [fake.descriptor], networks: [mainnet, airlockDevnet] })
    act(() => airlock.open())
    const dialog = await findViewDialog('Connect Wallet')
    const group = within(dialog).getByRole('group', { name: 'Wallets' })
    await waitFor(() => expect(group.querySelectorAll('.airlock-list-pending')).toHaveLength(0), { timeout: 5_000 })
    const notice = within(group).getByRole('alert')
    expect(notice.textContent).toContain('Recommended wallets could not be loaded. Check your connection and try again.')
    expect(walletRows()).toEqual(['MetaMaskInstalled', 'Try again', 'WalletConnect QR code', 'All Wallets'])
    down = false
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(walletRows()).toEqual(['MetaMaskInstalled', 'Wallet 1', 'Wallet 2', 'Wallet 3', 'Wallet 4', 'WalletConnect QR code', 'All Wallets 30+']), { timeout: 5_000 })
    expect(within(group).queryByRole('alert')).toBeNull()
  })
})

describe('Connect in the person\'s language', () => {
  it('rule languages (issue 20): with locale ja, the button, the modal and the Connect view speak Japanese', async () => {
    stubWalletApi(makeRegistry(30))
    const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')] })
    const { airlock, user } = renderAirlock({ locale: 'ja', apiUrl: 'http://api.test', adapters: [fake.descriptor], networks: [mainnet, airlockDevnet] })
    expect(airlock.i18n.locale).toBe('ja')
    await user.click(screen.getByRole('button', { name: 'ウォレットを接続' }))
    const dialog = await screen.findByRole('dialog', { name: 'ウォレットを接続' }, { timeout: 10_000 })
    expect(dialog.getAttribute('lang')).toBe('ja')
    expect(dialog.getAttribute('dir')).toBe('ltr')
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toBeTruthy()
    const group = within(dialog).getByRole('group', { name: 'ウォレット' })
    const rows = () => [...group.querySelectorAll('button')].map((row) => row.textContent)
    await waitFor(() => expect(rows()).toEqual(['MetaMaskインストール済み', 'Wallet 1', 'Wallet 2', 'Wallet 3', 'Wallet 4', 'WalletConnect QR コード', 'すべてのウォレット 30+']))
    expect(within(group).getByRole('button', { name: 'すべてのウォレット 30+' })).toBeTruthy()
    expect(dialog.textContent).not.toMatch(/Connect Wallet|All Wallets|Installed|QR code/)
  })

  it('rule languages (issue 20): with locale ar, the modal reads right to left, in Arabic', async () => {
    const { airlock } = renderAirlock({ locale: 'ar' })
    act(() => airlock.open())
    const dialog = await screen.findByRole('dialog', { name: 'ربط المحفظة' }, { timeout: 10_000 })
    expect(dialog.getAttribute('dir')).toBe('rtl')
    expect(dialog.getAttribute('lang')).toBe('ar')
    expect(await within(dialog).findByRole('button', { name: 'كل المحافظ' })).toBeTruthy()
  })
})
