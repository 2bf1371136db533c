// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectorSession } from 'airlock'
import { createFakeAdapter } from '../../../test/helpers/fakeAdapter.js'
import { renderAirlock } from '../../../test/helpers/renderAirlock.js'
import { fakeWalletConnect } from '../../../test/helpers/fakeWalletConnect.js'
import type { PairingEvent, WalletConnectConnector } from '../WalletConnectConnector.js'

const uri = (n: number) => `wc:${String(n).repeat(64)}@2?relay-protocol=irn&symKey=${'c'.repeat(64)}`

/** A connector whose pairings the test answers: `emit` shows events, `settle` ends the latest. */
function drivePairing() {
  const pairings: { onPairing(event: PairingEvent): void; signal?: AbortSignal; resolve(session: ConnectorSession): void; reject(error: unknown): void }[] = []
  const connector: WalletConnectConnector = {
    pair: (onPairing, signal) => new Promise((resolve, reject) => pairings.push({ onPairing, ...(signal && { signal }), resolve, reject })),
    restore: async () => undefined,
  }
  const latest = () => pairings[pairings.length - 1]!
  return {
    pairings,
    emit: (event: PairingEvent) => act(() => latest().onPairing(event)),
    reject: (error: unknown) => act(() => latest().reject(error)),
    resolve: (session: ConnectorSession) => act(() => latest().resolve(session)),
    /** The WalletConnect connector driven by these pairings, for `connectors` in the config. */
    walletConnect: fakeWalletConnect(connector),
  }
}

function openQrView(pairing: ReturnType<typeof drivePairing>, config: Parameters<typeof renderAirlock>[0] = {}) {
  const rendered = renderAirlock({ adapters: [createFakeAdapter().descriptor], connectors: [pairing.walletConnect], ...config })
  act(() => rendered.airlock.open({ view: 'ConnectingWalletConnectBasic' }))
  return rendered
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000, shouldAdvanceTime: true })
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ConnectingWalletConnectBasic', () => {
  it('default: a QR code of the pairing URI, the time left and Copy link', async () => {
    const pairing = drivePairing()
    openQrView(pairing)
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    expect(within(dialog).getByRole('progressbar', { name: 'Preparing the QR code' })).toBeTruthy()
    await waitFor(() => expect(pairing.pairings).toHaveLength(1))
    pairing.emit({ kind: 'uri', uri: uri(1), expiresAt: Date.now() + 240_000 })
    expect(within(dialog).getByRole('img', { name: /^QR code to connect your wallet/ }).querySelector('path')?.getAttribute('d')).toMatch(/^M\d/)
    expect(within(dialog).getByRole('timer').textContent).toBe('Code expires in 4:00')
    expect(within(dialog).getByRole('button', { name: 'Copy link' }).getAttribute('value')).toBe(uri(1))
    expect(within(dialog).getAllByRole('status')[0]!.textContent).toBe('Scan with your phone')
  })

  it("rule languages: the pairing view speaks the instance's language (Arabic)", async () => {
    const pairing = drivePairing()
    openQrView(pairing, { locale: 'ar' })
    await waitFor(() => expect(pairing.pairings).toHaveLength(1), { timeout: 10_000 })
    pairing.emit({ kind: 'uri', uri: uri(1), expiresAt: 1_000_000 + 240_000 })
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' }, { timeout: 10_000 })
    expect(within(dialog).getByRole('timer').textContent).toBe('تنتهي صلاحية الرمز خلال 4:00')
    expect(within(dialog).getByRole('button', { name: 'نسخ الرابط' })).toBeTruthy()
    expect(within(dialog).getAllByRole('status')[0]!.textContent).toBe('امسح الرمز بهاتفك')
  })

  it('behavior: the time left counts down, and Copy link copies and says so', async () => {
    const pairing = drivePairing()
    const { user } = openQrView(pairing)
    await waitFor(() => expect(pairing.pairings).toHaveLength(1))
    pairing.emit({ kind: 'uri', uri: uri(1), expiresAt: 1_000_000 + 240_000 })
    await act(() => vi.advanceTimersByTimeAsync(65_000))
    expect(screen.getByRole('timer').textContent).toBe('Code expires in 2:55')
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(uri(1))
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it('rule pairing expiry: an expired code gives way to a fresh one, announced once', async () => {
    const pairing = drivePairing()
    openQrView(pairing)
    await waitFor(() => expect(pairing.pairings).toHaveLength(1))
    pairing.emit({ kind: 'uri', uri: uri(1), expiresAt: 1_000_000 + 240_000 })
    pairing.emit({ kind: 'expired' })
    expect(screen.getByText('This code expired. Getting a new one…')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Getting a new QR code' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    pairing.emit({ kind: 'uri', uri: uri(2), expiresAt: 1_000_000 + 480_000 })
    expect(screen.getByRole('button', { name: 'Copy link' }).getAttribute('value')).toBe(uri(2))
    expect(screen.getAllByRole('status')[0]!.textContent).toContain('The code expired; a new one is ready.')
  })

  it('behavior: once the wallet approves, the modal closes', async () => {
    const pairing = drivePairing()
    const fake = createFakeAdapter()
    fake.adapter.adoptSession = async () => ({ address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', caipNetworkId: 'eip155:1', accounts: [] })
    const { airlock } = openQrView(pairing, { adapters: [fake.descriptor] })
    await waitFor(() => expect(pairing.pairings).toHaveLength(1))
    pairing.emit({ kind: 'uri', uri: uri(1), expiresAt: 1_000_000 + 240_000 })
    pairing.resolve({
      id: 't',
      peer: { name: 'Phone Wallet', url: '', icons: [] },
      namespaces: { eip155: { accounts: ['eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'], chains: ['eip155:1'], methods: [], events: [] } },
      provider: () => undefined,
      disconnect: async () => {},
    })
    await waitFor(() => expect(airlock.modal.state.open).toBe(false))
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ status: 'connected', connectedWalletInfo: { name: 'Phone Wallet' } })
  })

  it('error: a declined proposal shows the declined state; Try again starts a new pairing', async () => {
    const pairing = drivePairing()
    const { user } = openQrView(pairing)
    await waitFor(() => expect(pairing.pairings).toHaveLength(1))
    pairing.emit({ kind: 'uri', uri: uri(1), expiresAt: 1_000_000 + 240_000 })
    pairing.reject({ code: 4001 })
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(pairing.pairings).toHaveLength(2))
    expect(pairing.pairings[0]!.signal?.aborted).toBe(true)
    expect(document.activeElement?.closest('[data-airlock-view]')).toBeTruthy()
  })

  it('error: a relay that cannot be reached shows the error with Try again', async () => {
    const pairing = drivePairing()
    openQrView(pairing)
    await waitFor(() => expect(pairing.pairings).toHaveLength(1))
    pairing.reject(new Error('socket closed'))
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('behavior: closing the modal abandons the pairing', async () => {
    const pairing = drivePairing()
    const { airlock } = openQrView(pairing)
    await waitFor(() => expect(pairing.pairings).toHaveLength(1))
    act(() => airlock.close())
    await waitFor(() => expect(pairing.pairings[0]!.signal?.aborted).toBe(true))
  })

  it('behavior: the Connect view’s WalletConnect entry leads here', async () => {
    const pairing = drivePairing()
    const { airlock, user } = renderAirlock({ adapters: [createFakeAdapter().descriptor], connectors: [pairing.walletConnect] })
    act(() => airlock.open())
    await user.click(await screen.findByRole('button', { name: /WalletConnect/ }))
    expect(await screen.findByRole('dialog', { name: 'WalletConnect' })).toBeTruthy()
  })
})
