import { createAirlock, bitcoin, mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { walletConnectManifest } from './manifest.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

/** An instance with the WalletConnect connector, opened the way SPEC §2's rules say. */
function setup(config: { adapters?: boolean; connected?: boolean; mobile?: boolean; manualWalletConnect?: boolean } = {}) {
  // A phone, as isMobile sees one: a coarse pointer.
  if (config.mobile) {
    vi.stubGlobal('window', { matchMedia: () => ({ matches: true }) })
    vi.stubGlobal('navigator', { userAgent: 'test' })
  }
  const airlock = createAirlock({
    projectId: 'p',
    networks: [mainnet],
    adapters: config.adapters === false ? [] : [createFakeAdapter().descriptor],
    connectors: [walletConnectManifest],
    ...(config.manualWalletConnect && { manualWalletConnect: true }),
  })
  if (config.connected) airlock.chain.setAccount('eip155', { status: 'connected', address, caipAddress: `eip155:1:${address}` })
  return airlock
}

afterEach(() => vi.unstubAllGlobals())

describe('the WalletConnect connector’s open rules (SPEC §2)', () => {
  it('rule open: no adapters and no address resets to ConnectingWalletConnectBasic on desktop', () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], adapters: [] })
    airlock.open({ view: 'Networks' })
    expect(airlock.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('rule open: no adapters and no address resets to AllWallets on mobile', () => {
    const airlock = setup({ adapters: false, mobile: true })
    airlock.open()
    expect(airlock.router.state.view).toBe('AllWallets')
  })

  it('rule open: no adapters but an address follows the normal rules', () => {
    const airlock = setup({ adapters: false, connected: true })
    airlock.open()
    expect(airlock.router.state.view).toBe('Account')
  })

  it('rule open: host-managed wallet connection always shows the WalletConnect view', () => {
    const airlock = setup({ manualWalletConnect: true, connected: true })
    airlock.open()
    expect(airlock.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('behavior: with adapters the normal rules apply; networks without an adapter count as none', () => {
    const withAdapters = setup()
    withAdapters.open()
    expect(withAdapters.router.state.view).toBe('Connect')
    const bitcoinOnly = createAirlock({ projectId: 'p', networks: [bitcoin] })
    bitcoinOnly.open()
    expect(bitcoinOnly.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('behavior: without the connector the modal opens on Connect even with no adapter', () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], adapters: [], connectors: [] })
    airlock.open()
    expect(airlock.router.state.view).toBe('Connect')
  })

  it('behavior: its keys are config keys: relayUrl must be an absolute URL (checked with the modal’s code)', async () => {
    const bad = createAirlock({ projectId: 'p', relayUrl: 'relay.example' })
    bad.logger.level = 'silent'
    const reported = new Promise((resolve) => bad.bus.on('config:error', ({ error }) => resolve(error.message)))
    await bad.plugins.prepare()
    expect(await reported).toBe('Invalid Airlock config: relayUrl: must be an absolute URL')
    expect(createAirlock({ projectId: 'p', relayUrl: 'wss://relay.example' }).config.relayUrl).toBe('wss://relay.example')
    expect(createAirlock({ projectId: 'p' }).config.manualWalletConnect).toBe(false)
  })
})
