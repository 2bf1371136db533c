// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadWalletConnect } from '../../kernel/adapters/loadWalletConnect.js'
import type { PairingEvent } from '../../kernel/adapters/WalletConnectConnector.js'
import type { RegistryWallet } from '../../services/wallets/fetchWalletPage.js'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
import { pushRegistryWallet } from './pushRegistryWallet.js'

vi.mock('../../kernel/adapters/loadWalletConnect.js', () => ({ loadWalletConnect: vi.fn() }))

const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
const ledger: RegistryWallet = { id: 'ledger', name: 'Ledger Live', mobile_link: 'ledgerlive://', desktop_link: 'ledgerlive://' }
const metamask: RegistryWallet = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', mobile_link: 'metamask://' }
const safe: RegistryWallet = { id: 'safe', name: 'Safe{Wallet}', webapp_link: 'https://app.safe.global' }

/** Renders the kernel, opens a registry wallet as the lists do, and shows a pairing URI. */
async function openWallet(wallet: RegistryWallet, mobile: boolean) {
  let onPairing: ((event: PairingEvent) => void) | undefined
  vi.mocked(loadWalletConnect).mockResolvedValue({ pair: (handler) => ((onPairing = handler), new Promise(() => {})), restore: async () => undefined })
  const rendered = renderAirlock({ adapters: [createFakeAdapter().descriptor] })
  rendered.airlock.isMobile = () => mobile
  act(() => {
    rendered.airlock.open()
    pushRegistryWallet(rendered.airlock, wallet, 'https://img.test/w.png')
  })
  await waitFor(() => expect(onPairing).toBeDefined())
  act(() => onPairing!({ kind: 'uri', uri, expiresAt: Date.now() + 240_000 }))
  return rendered
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ConnectingWalletConnect', () => {
  it('default: on a desktop, a wallet with a desktop app gets "Open in …" beside the QR code', async () => {
    await openWallet(ledger, false)
    expect(await screen.findByRole('dialog', { name: 'Ledger Live' })).toBeTruthy()
    expect(screen.getByRole('img', { name: /^QR code to connect Ledger Live/ })).toBeTruthy()
    const open = screen.getByRole('link', { name: 'Open in Ledger Live' })
    expect(open.getAttribute('href')).toBe(`ledgerlive://wc?uri=${encodeURIComponent(uri)}`)
    expect(open.getAttribute('target')).toBeNull()
  })

  it('behavior: a web app opens in a new tab, so the app stays in this one', async () => {
    await openWallet(safe, false)
    const open = await screen.findByRole('link', { name: 'Open in Safe{Wallet}' })
    expect(open.getAttribute('href')).toBe(`https://app.safe.global/wc?uri=${encodeURIComponent(uri)}`)
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('behavior: on a phone the wallet opens by its link at once, with no code to scan', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null)
    await openWallet(safe, true)
    expect(opened).toHaveBeenCalledWith(`https://app.safe.global/wc?uri=${encodeURIComponent(uri)}`, '_blank', 'noopener,noreferrer')
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(screen.getByText('Continue in Safe{Wallet}')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open Safe{Wallet}' })).toBeTruthy()
  })

  it('rule phone links: a scheme link is the mobile link with wc?uri=', async () => {
    await openWallet(metamask, true)
    expect((await screen.findByRole('link', { name: 'Open MetaMask' })).getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
  })

  it('rule routes: without an app link for this device a registry wallet goes to the browser-wallet view', () => {
    const { airlock } = renderAirlock()
    airlock.isMobile = () => false
    pushRegistryWallet(airlock, metamask, undefined)
    expect(airlock.router.state.view).toBe('ConnectingExternal')
    airlock.isMobile = () => true
    pushRegistryWallet(airlock, metamask, undefined)
    expect(airlock.router.state).toMatchObject({ view: 'ConnectingWalletConnect', data: { name: 'MetaMask', mobileLink: 'metamask://' } })
  })
})
