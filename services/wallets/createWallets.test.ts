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
    const { wallets, discover } = setup()
    expect(wallets.state.installed).toEqual([])
    await wallets.discover()
    expect(wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    await wallets.discover()
    expect(discover).toHaveBeenCalledOnce()
  })

  it("behavior: each adapter's details are asked for in discover's own call, beside the watch's code, and only by the first", async () => {
    const startWatching = vi.fn((onChange: (wallets: unknown[]) => void) => (onChange([installedWallet('io.metamask', 'MetaMask')]), () => {}))
    const details = vi.fn(async () => ({ discover: async () => startWatching }))
    const wallets = createWallets({ adapters: { descriptors: [{ name: 'evm', namespace: 'eip155', details }] } as never, logger: { warn: vi.fn() } as never, storage: { get: () => undefined } as never })
    const discovered = wallets.discover()
    expect(details).toHaveBeenCalledOnce()
    await discovered
    expect(wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    const asked = details.mock.calls.length
    await wallets.discover()
    expect(details).toHaveBeenCalledTimes(asked)
  })

  it('behavior: stop ends the watch, even one still loading, and discover starts a new one', async () => {
    const { wallets, discover, startWatching, stopWatching } = setup()
    const first = wallets.discover()
    wallets.stop()
    await first
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Stopped while loading: the watch never starts, or stops at once.
    expect(stopWatching).toHaveBeenCalledTimes(startWatching.mock.calls.length)
    await wallets.discover()
    expect(discover).toHaveBeenCalledTimes(2)
    expect(wallets.state.installed.map((wallet) => wallet.name)).toEqual(['MetaMask'])
  })
})
