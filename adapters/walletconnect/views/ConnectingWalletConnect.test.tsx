// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import type { ViewRegistry } from 'airlock'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../../test/helpers/fakeAdapter.js'
import { fakeWalletConnect } from '../../../test/helpers/fakeWalletConnect.js'
import { renderAirlock } from '../../../test/helpers/renderAirlock.js'
import type { PairingEvent } from '../WalletConnectConnector.js'

type RegistryWalletLinks = ViewRegistry['ConnectingWalletConnect']

const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
const icon = 'https://img.test/w.png'
// Registry wallets as the wallet lists open them (ui/views/pushRegistryWallet.ts).
const ledger: RegistryWalletLinks = { name: 'Ledger Live', icon, mobileLink: 'ledgerlive://', desktopLink: 'ledgerlive://' }
const metamask: RegistryWalletLinks = { name: 'MetaMask', icon, mobileLink: 'metamask://' }
const safe: RegistryWalletLinks = { name: 'Safe{Wallet}', icon, webappLink: 'https://app.safe.global' }

/** Renders an instance, opens a registry wallet's pairing view, and shows a pairing URI. */
async function openWallet(wallet: RegistryWalletLinks, mobile: boolean) {
  let onPairing: ((event: PairingEvent) => void) | undefined
  const walletConnect = fakeWalletConnect({ pair: (handler) => ((onPairing = handler), new Promise(() => {})) })
  const rendered = renderAirlock({ adapters: [createFakeAdapter().descriptor], connectors: [walletConnect] })
  rendered.airlock.isMobile = () => mobile
  act(() => {
    rendered.airlock.open()
    rendered.airlock.router.push('ConnectingWalletConnect', wallet)
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
})
