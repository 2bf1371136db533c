import type { WalletInfo } from 'airlock/kit'
import type { Eip1193Provider, Eip6963ProviderDetail } from './Eip1193Provider.js'
import { injectedWalletName } from './injectedWalletName.js'

/** A wallet found in the page, with the provider that speaks to it. */
export interface DiscoveredEvmWallet {
  info: WalletInfo
  provider: Eip1193Provider
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'

const isDetail = (detail: unknown): detail is Eip6963ProviderDetail => {
  const info = (detail as Partial<Eip6963ProviderDetail> | null)?.info
  return typeof info?.rdns === 'string' && info.rdns !== '' && typeof info.uuid === 'string' &&
    typeof info.name === 'string' && isProvider((detail as Eip6963ProviderDetail).provider)
}

/**
 * Watches the page for EVM wallets: those announced by EIP-6963 (id = rdns), plus the
 * legacy `window.ethereum` as `injected` unless an announced wallet is that very object.
 * `onChange` gets the whole list once at start and again whenever it changes; a wallet
 * announcing itself again under the same rdns replaces its earlier provider. Returns a
 * function that stops watching. Without a `window` (server rendering, Node) the list is
 * empty and nothing is touched.
 */
export function discoverEip6963Wallets(onChange: (wallets: DiscoveredEvmWallet[]) => void): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') {
    onChange([])
    return () => {}
  }
  const announced = new Map<string, DiscoveredEvmWallet & { uuid: string }>()
  let published: DiscoveredEvmWallet[] | undefined
  let starting = true

  const publish = () => {
    if (starting) return
    const wallets: DiscoveredEvmWallet[] = [...announced.values()].map(({ info, provider }) => ({ info, provider }))
    const legacy = (window as { ethereum?: unknown }).ethereum
    if (isProvider(legacy) && !wallets.some((wallet) => wallet.provider === legacy)) {
      wallets.push({ info: { id: 'injected', name: injectedWalletName(legacy), namespace: 'eip155', installed: true }, provider: legacy })
    }
    const unchanged = published?.length === wallets.length &&
      wallets.every((wallet, index) => wallet.provider === published![index]!.provider && wallet.info.id === published![index]!.info.id)
    if (unchanged) return
    published = wallets
    onChange(wallets)
  }
  const onAnnounce = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail
    if (!isDetail(detail)) return
    const { info, provider } = detail
    const known = announced.get(info.rdns)
    if (known && known.uuid === info.uuid && known.provider === provider) return
    announced.set(info.rdns, {
      uuid: info.uuid,
      info: { id: info.rdns, name: info.name, icon: info.icon, rdns: info.rdns, namespace: 'eip155', installed: true },
      provider,
    })
    publish()
  }

  window.addEventListener('eip6963:announceProvider', onAnnounce)
  // MetaMask's signal that it set `window.ethereum` after the page's scripts started.
  window.addEventListener('ethereum#initialized', publish)
  // Wallets answer synchronously; one list for all of them rather than one per answer.
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  starting = false
  publish()
  return () => {
    window.removeEventListener('eip6963:announceProvider', onAnnounce)
    window.removeEventListener('ethereum#initialized', publish)
  }
}
