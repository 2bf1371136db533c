// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { installedWallet } from '../../test/helpers/fakeAdapter.js'
import { createWallets } from './createWallets.js'

function setup() {
  const stopWatching = vi.fn()
  const startWatching = vi.fn((onChange: (wallets: unknown[]) => void) => (onChange([installedWallet('io.metamask', 'MetaMask')]), stopWatching))
  const discover = vi.fn(async () => startWatching)
  const storage = { get: () => undefined } as never
  const wallets = createWallets({ adapters: { descriptors: [{ name: 'evm', namespace: 'eip155', discover }] } as never, logger: { warn: vi.fn() } as never, storage })
  return { wallets, discover, startWatching, stopWatching }
}

describe('createWallets', () => {
  it('default: discover settles once the installed wallets are known; again, it starts nothing new', async () => {
    const { wallets, startWatching } = setup()
    expect(wallets.state.installed).toEqual([])
    await wallets.discover()
    expect(wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    await wallets.discover()
    expect(startWatching).toHaveBeenCalledOnce()
  })

  it("behavior: each adapter's details and discovery code are asked for in discover's own call, beside the watch's code, and only by the first", async () => {
    const startWatching = vi.fn((onChange: (wallets: unknown[]) => void) => (onChange([installedWallet('io.metamask', 'MetaMask')]), () => {}))
    const discoveryCode = vi.fn(async () => startWatching)
    const details = vi.fn(async () => ({ discover: discoveryCode }))
    const wallets = createWallets({ adapters: { descriptors: [{ name: 'evm', namespace: 'eip155', details }] } as never, logger: { warn: vi.fn() } as never, storage: { get: () => undefined } as never })
    const discovered = wallets.discover()
    expect(details).toHaveBeenCalledOnce()
    await discovered
    expect(wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    // Once ahead of the watch, once by the watch itself (the module cache answers the second).
    expect(discoveryCode).toHaveBeenCalledTimes(2)
    const asked = details.mock.calls.length
    await wallets.discover()
    expect(details).toHaveBeenCalledTimes(asked)
  })

  it('behavior: stop ends the watch, even one still loading, and discover starts a new one', async () => {
    const { wallets, startWatching, stopWatching } = setup()
    const first = wallets.discover()
    wallets.stop()
    await first
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Stopped while loading: the watch never starts, or stops at once.
    expect(stopWatching).toHaveBeenCalledTimes(startWatching.mock.calls.length)
    const started = startWatching.mock.calls.length
    await wallets.discover()
    expect(startWatching).toHaveBeenCalledTimes(started + 1)
    expect(wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
  })
})
