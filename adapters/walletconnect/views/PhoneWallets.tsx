import { useEffect, useState } from 'react'
import { walletConnectLink } from 'airlock/kit'
import { useAirlockInstance, useMessages, useWalletImage, WalletImage } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'

/** A wallet of the registry that a phone opens by its own link. */
interface PhoneWallet {
  id: string
  name: string
  imageId: string | undefined
  link: string
}

/** How many wallets the list offers: the registry's first ones with a phone app. */
const SHOWN = 6

// The registry's answer, read loosely: only entries with a name and a phone link are kept.
function phoneWallets(answer: unknown): PhoneWallet[] {
  const data = (answer as { data?: unknown } | null)?.data
  if (!Array.isArray(data)) return []
  return data.flatMap((entry: Record<string, unknown>) =>
    typeof entry?.['id'] === 'string' && typeof entry['name'] === 'string' && typeof entry['mobile_link'] === 'string' && entry['mobile_link']
      ? [{ id: entry['id'], name: entry['name'], imageId: typeof entry['image_id'] === 'string' ? entry['image_id'] : undefined, link: entry['mobile_link'] }]
      : [],
  )
}

/**
 * On a phone, in place of a QR code nobody can scan with the phone showing it: the wallets of
 * the registry (featured first, excluded never, for the app's networks) that open by their own
 * link, each a link that opens that wallet on the pairing `uri`. Renders nothing while the
 * registry has not answered, or without an API.
 */
export function PhoneWallets({ uri }: { uri: string }) {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const image = useWalletImage()
  const [wallets, setWallets] = useState<PhoneWallet[]>([])
  useEffect(() => {
    if (!airlock.api.configured) return
    let current = true
    const { featuredWalletIds, excludeWalletIds } = airlock.config
    const list = (ids: readonly string[]) => (ids.length ? ids.join(',') : undefined)
    const ask = (query: Record<string, string | number | undefined>) => airlock.api.get('/getWallets', { page: 1, entries: 40, exclude: list(excludeWalletIds), ...query }).then(phoneWallets)
    Promise.all([
      featuredWalletIds.length ? ask({ include: list(featuredWalletIds) }) : [],
      ask({ chains: list(airlock.chain.state.networks.map((network) => network.caipNetworkId)) }),
    ]).then(
      ([featured, rest]) => {
        if (!current) return
        const seen = new Set<string>()
        setWallets([...featured, ...rest].filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id)).slice(0, SHOWN))
      },
      (error: unknown) => airlock.logger.warn('The wallets to open on this phone could not be loaded', error),
    )
    return () => {
      current = false
    }
  }, [airlock])
  if (!wallets.length) return null
  return (
    <ul className="airlock-stack airlock-phone-wallets" aria-label={t('walletconnect.phone.list')}>
      {wallets.map((wallet) => {
        const href = walletConnectLink(wallet.link, uri)
        return href ? (
          <li key={wallet.id}>
            <a className="airlock-list-button" href={href} {...(/^https?:/i.test(href) && { target: '_blank', rel: 'noopener noreferrer' })}>
              <span className="airlock-list-icon">
                <WalletImage name={wallet.name} src={image(wallet.imageId)} size={40} />
              </span>
              <span className="airlock-list-label">{wallet.name}</span>
            </a>
          </li>
        ) : null
      })}
    </ul>
  )
}
