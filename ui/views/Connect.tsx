import { useEffect } from 'react'
import { type Contribution, orderConnectMethods } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { ListButton } from '../kit/ListButton.js'
import { useContributionText } from '../kit/useContributionText.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import catalogs from '../messages?catalogs'
import { prefetchConnectData } from './prefetchConnectData.js'
import { SocialTiles } from './SocialTiles.js'
import { WalletSection } from './WalletSection.js'
import { RECOMMENDED_WALLETS } from '../../services/wallets/fetchWalletPage.js'

type ConnectMethodContribution = Extract<Contribution, { kind: 'connectMethod' }>

function ContributionButton({ item }: { item: ConnectMethodContribution }) {
  const airlock = useAirlockInstance()
  const { label, tag } = useContributionText(item)
  return (
    <ListButton
      icon={item.icon}
      label={label}
      tag={tag}
      onPointerEnter={() => {
        airlock.plugins.prefetchView(item.view)
        item.prefetch?.(airlock)
      }}
      onClick={() => (airlock.router.push as (view: string, data?: unknown) => void)(item.view, item.data)}
    />
  )
}

function ContributionButtons({ items }: { items: ConnectMethodContribution[] }) {
  return items.map((item) => <ContributionButton key={item.id} item={item} />)
}

/**
 * The Connect view: the connect methods in the order rules of SPEC §2. A feature's entries
 * of the wallet kind ("Buy crypto") follow the wallet list. Two or more social logins share
 * one row of logo tiles, and with other ways in beside the wallets (email, social logins,
 * passkeys) the list shows four wallets in all (installed and recent ones first, then
 * recommended ones), so the whole view fits a 720 px high window and a phone without scrolling.
 */
export default function Connect() {
  const t = useTextMessages(catalogs)
  useViewTitle(t('connect.title'))
  const airlock = useAirlockInstance()
  useProxyState(airlock.plugins.state)
  const wallets = useProxyState(airlock.wallets.state)
  // Already running when the view was prefetched or resolved; again after a `wallets.stop()`.
  useEffect(() => void prefetchConnectData(airlock), [airlock])
  const methods = airlock.plugins.contributions('connectMethod')
  const order = orderConnectMethods({ walletsShown: wallets.installed.length > 0 })
  const otherWaysIn = methods.some((item) => item.method !== 'wallet')

  return (
    <div className="airlock-stack" data-connect-order={order.join(' ')}>
      {order.map((kind) => {
        const items = methods.filter((item) => item.method === kind)
        if (kind === 'social' && items.length > 1) return <SocialTiles key={kind} items={items} />
        if (kind !== 'wallet') return <ContributionButtons key={kind} items={items} />
        return (
          <div key={kind} className="airlock-stack">
            <WalletSection installed={wallets.installed} recent={wallets.recent} {...(otherWaysIn && { maxWallets: RECOMMENDED_WALLETS })} />
            <ContributionButtons items={items} />
          </div>
        )
      })}
    </div>
  )
}
