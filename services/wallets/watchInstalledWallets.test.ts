import type { AdapterDescriptor, WalletInfo } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { installedWallet } from '../../test/helpers/fakeAdapter.js'
import { watchInstalledWallets } from './watchInstalledWallets.js'

// An adapter whose discovery code arrives when `arrive` is called, and lists `wallets`.
function lateAdapter(name: string, namespace: 'eip155' | 'solana', wallets: WalletInfo[]) {
  let arrive!: () => void
  const loaded = new Promise<void>((resolve) => (arrive = resolve))
  const descriptor = {
    name,
    namespace,
    load: async () => () => undefined as never,
    discover: () => loaded.then(() => (onChange: (found: WalletInfo[]) => void) => (onChange(wallets), () => {})),
  } as AdapterDescriptor
  return { descriptor, arrive }
}

const logger = { warn: vi.fn() } as never
const phantom: WalletInfo = { id: 'wallet-standard:Phantom', name: 'Phantom', namespace: 'solana', installed: true }

describe('watchInstalledWallets', () => {
  it('behavior: wallets are listed in the adapters’ order, whichever discovery arrives first', async () => {
    const evm = lateAdapter('evm', 'eip155', [installedWallet('io.metamask', 'MetaMask')])
    const solana = lateAdapter('solana', 'solana', [phantom])
    const onChange = vi.fn()
    const watch = watchInstalledWallets({ adapters: { descriptors: [evm.descriptor, solana.descriptor] } as never, logger }, onChange)
    let ready = false
    void watch.ready.then(() => (ready = true))
    solana.arrive()
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith([phantom]))
    expect(ready).toBe(false)
    evm.arrive()
    await watch.ready
    expect(onChange.mock.lastCall![0].map((wallet: WalletInfo) => wallet.name)).toEqual(['MetaMask', 'Phantom'])
    watch.stop()
  })

  it('error: a discovery that fails to load is logged and ready still settles', async () => {
    const broken = { name: 'broken', namespace: 'eip155', load: async () => () => undefined as never, discover: () => Promise.reject(new Error('offline')) } as AdapterDescriptor
    const warn = vi.fn()
    const watch = watchInstalledWallets({ adapters: { descriptors: [broken] } as never, logger: { warn } as never }, vi.fn())
    await watch.ready
    expect(warn).toHaveBeenCalledWith('Wallet discovery of broken failed', expect.any(Error))
  })
})
