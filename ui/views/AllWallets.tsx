import { useState } from 'react'
import type { RegistryWallet } from '../../services/wallets/fetchWalletPage.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { EmptyState } from '../kit/EmptyState.js'
import { Icon } from '../kit/Icon.js'
import { Spinner } from '../kit/Spinner.js'
import { RetryNotice } from '../kit/RetryNotice.js'
import { VirtualGrid } from '../components/VirtualGrid.js'
import { WalletImage } from '../kit/WalletImage.js'
import { useDebouncedValue } from '../kit/useDebouncedValue.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useWalletImage } from '../kit/useWalletImage.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import catalogs from '../messages?catalogs'
import { connectingData } from './connectingData.js'
import { pushRegistryWallet } from './pushRegistryWallet.js'
import { useWalletPages } from './useWalletPages.js'

/** How long typing must pause before a search is sent, in ms (SPEC §9). */
export const WALLET_SEARCH_DELAY_MS = 300

const COLUMNS = 4
// A tile of 100 px (a logo and two lines of name) and the gap below it.
const ROW_HEIGHT = 104
const GRID_HEIGHT = 384

/** Every wallet of the registry: search, and pages of 40 loaded as the list scrolls. */
export default function AllWallets() {
  const t = useTextMessages(catalogs)
  useViewTitle(t('allWallets.title'))
  const airlock = useAirlockInstance()
  const image = useWalletImage()
  const { installed } = useProxyState(airlock.wallets.state)
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim(), WALLET_SEARCH_DELAY_MS)
  const pages = useWalletPages(search)

  function open(wallet: RegistryWallet) {
    const present = installed.find((item) => item.id === wallet.rdns || item.rdns === wallet.rdns)
    if (present) airlock.router.push('ConnectingExternal', connectingData(present))
    else pushRegistryWallet(airlock, wallet, image(wallet.image_id))
  }

  // A page that failed says so, with the way to ask again: over the list when some wallets
  // are here, in its place when none are.
  const failure = pages.error && <RetryNotice message={pages.error} onRetry={pages.retry} />

  return (
    <div className="airlock-stack">
      <label className="airlock-visually-hidden" htmlFor="airlock-wallet-search">
        {t('allWallets.search')}
      </label>
      <input
        id="airlock-wallet-search"
        className="airlock-input"
        type="search"
        placeholder={t('allWallets.search')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {pages.wallets.length > 0 && failure}
      {/* One height whatever it holds (the wallets, none found, a failure, or a spinner over them): the modal never jumps as a search comes and goes. */}
      <div className="airlock-wallet-results" style={{ height: GRID_HEIGHT }} data-replacing={(pages.loading && pages.search !== search) || undefined}>
        {failure && pages.wallets.length === 0 ? (
          <div className="airlock-empty">{failure}</div>
        ) : !pages.loading && !pages.error && pages.wallets.length === 0 ? (
          <EmptyState
            icon="search"
            action={
              // The sentence's "connect with a QR code", as a press away.
              airlock.plugins.providerOf('ConnectingWalletConnectBasic') && (
                <button type="button" className="airlock-secondary" onClick={() => airlock.router.push('ConnectingWalletConnectBasic')}>
                  <Icon name="qr" /> {t('allWallets.qr')}
                </button>
              )
            }
          >
            {pages.search ? t('allWallets.noneFor', { search: pages.search }) : t('allWallets.none')}
          </EmptyState>
        ) : (
          <VirtualGrid
            label={pages.search ? t('allWallets.matching', { search: pages.search }) : t('allWallets.list')}
            items={pages.wallets}
            columns={COLUMNS}
            rowHeight={ROW_HEIGHT}
            height={GRID_HEIGHT}
            itemKey={(wallet) => wallet.id}
            onEndReached={pages.loadMore}
            renderItem={(wallet) => (
              <button type="button" className="airlock-wallet-tile" onClick={() => open(wallet)}>
                <WalletImage name={wallet.name} src={image(wallet.image_id)} size={56} />
                <span className="airlock-wallet-tile-name">{wallet.name}</span>
              </button>
            )}
          />
        )}
        {/* Centred over no wallets or over an answer being replaced; at the foot while the next page loads. */}
        {pages.loading && (
          <div className="airlock-wallet-results-busy" data-place={pages.wallets.length && pages.search === search ? 'end' : undefined}>
            <Spinner label={t('allWallets.loading')} />
          </div>
        )}
      </div>
    </div>
  )
}
