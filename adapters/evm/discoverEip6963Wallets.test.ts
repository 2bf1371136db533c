// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { type DiscoveredEvmWallet, discoverEip6963Wallets } from './discoverEip6963Wallets.js'

const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const provider = () => ({ request: async () => null })
const info = (rdns: string, uuid: string = crypto.randomUUID()) => ({ uuid, name: rdns.split('.').at(-1)!, icon, rdns })
const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
const cleanups: (() => void)[] = []

/** Answers every discovery request, as an installed wallet's script does. */
function installAnnouncer(detail: { info: ReturnType<typeof info>; provider: object }) {
  const answer = () => announce(detail)
  window.addEventListener('eip6963:requestProvider', answer)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', answer))
}

function watch() {
  const lists: DiscoveredEvmWallet[][] = []
  const stop = discoverEip6963Wallets((wallets) => lists.push(wallets))
  cleanups.push(stop)
  return { lists, latest: () => lists.at(-1)!, stop }
}

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

describe('discoverEip6963Wallets', () => {
  it('default: lists the wallets that answer the request, id = rdns, in one first list', () => {
    const metamask = { info: info('io.metamask'), provider: provider() }
    const rabby = { info: info('io.rabby'), provider: provider() }
    installAnnouncer(metamask)
    installAnnouncer(rabby)
    const { lists } = watch()
    expect(lists).toHaveLength(1)
    expect(lists[0]).toEqual([
      { info: { id: 'io.metamask', name: 'metamask', icon, rdns: 'io.metamask', namespace: 'eip155', installed: true }, provider: metamask.provider },
      { info: { id: 'io.rabby', name: 'rabby', icon, rdns: 'io.rabby', namespace: 'eip155', installed: true }, provider: rabby.provider },
    ])
  })

  it('behavior: a wallet announcing later is added; the same announcement twice is listed once', () => {
    const { lists, latest } = watch()
    expect(lists).toEqual([[]])
    const late = { info: info('dev.airlock.testwallet'), provider: provider() }
    announce(late)
    announce(late)
    expect(lists).toHaveLength(2)
    expect(latest().map((wallet) => wallet.info.id)).toEqual(['dev.airlock.testwallet'])
  })

  it('behavior: the same rdns announced again with a new provider replaces the old one', () => {
    const { latest } = watch()
    announce({ info: info('io.metamask', 'a'), provider: provider() })
    const fresh = provider()
    announce({ info: info('io.metamask', 'b'), provider: fresh })
    expect(latest()).toHaveLength(1)
    expect(latest()[0]!.provider).toBe(fresh)
  })

  it('behavior: the legacy window.ethereum is listed as injected, named from its flags', () => {
    ;(window as { ethereum?: unknown }).ethereum = { ...provider(), isMetaMask: true, isBraveWallet: true }
    const { latest } = watch()
    expect(latest().map((wallet) => wallet.info)).toEqual([{ id: 'injected', name: 'Brave Wallet', namespace: 'eip155', installed: true }])
  })

  it('behavior: window.ethereum that is also announced is listed once, as the announced wallet', () => {
    const shared = { ...provider(), isMetaMask: true }
    ;(window as { ethereum?: unknown }).ethereum = shared
    const { latest } = watch()
    expect(latest().map((wallet) => wallet.info.id)).toEqual(['injected'])
    announce({ info: info('io.metamask'), provider: shared })
    expect(latest().map((wallet) => wallet.info.id)).toEqual(['io.metamask'])
  })

  it('behavior: a window.ethereum set after start is found on ethereum#initialized', () => {
    const { latest } = watch()
    ;(window as { ethereum?: unknown }).ethereum = provider()
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(latest().map((wallet) => wallet.info)).toEqual([{ id: 'injected', name: 'Browser Wallet', namespace: 'eip155', installed: true }])
  })

  it('behavior: malformed announcements are ignored', () => {
    const { lists } = watch()
    announce(undefined)
    announce({ info: { ...info('io.metamask'), rdns: '' }, provider: provider() })
    announce({ info: info('io.metamask'), provider: {} })
    expect(lists).toEqual([[]])
  })

  it('behavior: after stop, announcements are no longer heard', () => {
    const { lists, stop } = watch()
    stop()
    announce({ info: info('io.metamask'), provider: provider() })
    expect(lists).toEqual([[]])
  })
})
