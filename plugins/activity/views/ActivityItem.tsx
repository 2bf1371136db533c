import { formatAmount, formatRelativeTime } from 'airlock'
import { useAirlockInstance, useMessages, WalletImage } from 'airlock/react/kit'
import type { Snapshot } from 'valtio/vanilla'
import catalogs from '../messages?catalogs'
import type { Transaction } from '../transactionSchema.js'

/** The title of each operation type, by message id. */
const titles: Record<string, string> = {
  send: 'activity.type.send',
  receive: 'activity.type.receive',
  trade: 'activity.type.trade',
  mint: 'activity.type.mint',
  execute: 'activity.type.execute',
}

/** Props of `ActivityItem`. */
export interface ActivityItemProps {
  transaction: Snapshot<Transaction>
  formatCounterpart(address: string): string
}

/** One transaction of the Activity tab: what moved, with whom, and when. */
export function ActivityItem({ transaction, formatCounterpart }: ActivityItemProps) {
  const t = useMessages(catalogs)
  const { locale } = useAirlockInstance().i18n
  const { metadata, transfers } = transaction
  const failed = metadata.status === 'failed'
  const title = t(failed ? 'activity.type.failed' : (titles[metadata.operationType] ?? 'activity.type.other'))
  const first = transfers[0]
  const symbol = first?.fungible_info?.symbol ?? first?.nft_info?.name ?? ''
  const image = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url
  const amounts = transfers.map((transfer) => {
    const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
    const name = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
    return transfer.nft_info ? `${sign}${name}` : `${sign}${formatAmount(transfer.quantity.numeric, 3, locale)} ${name}`
  })
  const outgoing = metadata.operationType === 'send'
  const counterpart = outgoing ? t('activity.to', { name: formatCounterpart(metadata.sentTo) }) : t('activity.from', { name: formatCounterpart(metadata.sentFrom) })
  return (
    <li className="airlock-activity-item" data-status={metadata.status}>
      <WalletImage name={symbol || title} src={image} size={36} />
      <span className="airlock-token-name">
        <strong>{title}</strong>
        <span className="airlock-muted">{counterpart}</span>
      </span>
      <span className="airlock-activity-amount">
        {/* Signed amounts read left to right in every language, so a minus stays before its number. */}
        <span dir="ltr">{amounts.join(' · ')}</span>
        <time className="airlock-muted" dateTime={metadata.minedAt}>
          {formatRelativeTime(metadata.minedAt, Date.now(), locale)}
        </time>
      </span>
    </li>
  )
}
