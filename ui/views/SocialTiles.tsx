import type { Contribution } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Icon } from '../kit/Icon.js'
import { StyleSheet } from '../kit/StyleSheet.js'
import { useContributionText } from '../kit/useContributionText.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import catalogs from '../messages?catalogs'
import { socialTilesStyles } from './socialTilesStyles.js'

type ConnectMethodContribution = Extract<Contribution, { kind: 'connectMethod' }>

function SocialTile({ item }: { item: ConnectMethodContribution }) {
  const airlock = useAirlockInstance()
  const t = useTextMessages(catalogs)
  const { label, tag } = useContributionText(item)
  // The logo is the tile; its name (and note, Farcaster's QR code) is what it says and shows on hover.
  const name = tag ? t('connect.withTag', { label, tag }) : label
  return (
    <button
      type="button"
      className="airlock-social-tile"
      aria-label={name}
      title={name}
      onPointerEnter={() => {
        airlock.plugins.prefetchView(item.view)
        item.prefetch?.(airlock)
      }}
      onClick={() => (airlock.router.push as (view: string, data?: unknown) => void)(item.view, item.data)}
    >
      {item.icon && (
        <span className="airlock-list-icon">
          <Icon name={item.icon} size={24} />
        </span>
      )}
    </button>
  )
}

/**
 * Two or more social logins on Connect as one row of logo tiles (as AppKit groups them), so
 * Connect fits without scrolling with every way in on it: each tile is a button named for its
 * provider ("Continue with GitHub"), in the host's order.
 */
export function SocialTiles({ items }: { items: ConnectMethodContribution[] }) {
  const t = useTextMessages(catalogs)
  return (
    <div className="airlock-social-tiles" role="group" aria-label={t('connect.socials')}>
      <StyleSheet id="airlock-connect" css={socialTilesStyles} />
      {items.map((item) => (
        <SocialTile key={item.id} item={item} />
      ))}
    </div>
  )
}
