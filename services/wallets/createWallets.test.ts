// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { installedWallet } from '../../test/helpers/fakeAdapter.js'
import { createWallets } from './createWallets.js'

function setup() {
  const stopWatching = vi.fn()
  const discover = vi.fn(async () => (onChange: (wallets: unknown[]) => void) => (onChange([installedWallet('io.metamask', 'MetaMask')]), stopWatching))
  const storage = { get: () => undefined } as never
  const wallets = createWallets({ adapters: { descriptors: [{ name: 'evm', namespace: 'eip155', discover }] } as never, logger: { warn: vi.fn() } as never, storage })
  return { wallets, discover, stopWatching }
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

  it('behavior: stop ends the watch, even one still loading, and discover starts a new one', async () => {
    const { wallets, discover, stopWatching } = setup()
    const first = wallets.discover()
    wallets.stop()
    await first
    await vi.waitFor(() => expect(stopWatching).toHaveBeenCalledOnce())
    await wallets.discover()
    expect(discover).toHaveBeenCalledTimes(2)
  })
})
