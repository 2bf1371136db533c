import { formatAmount, formatRelativeTime } from 'airlock'
import { WalletImage } from 'airlock/react/kit'
import type { Snapshot } from 'valtio/vanilla'
import type { Transaction } from '../transactionSchema.js'

const titles: Record<string, string> = { send: 'Sent', receive: 'Received', trade: 'Swapped', mint: 'Minted', execute: 'Executed' }

/** Props of `ActivityItem`. */
export interface ActivityItemProps {
  transaction: Snapshot<Transaction>
  formatCounterpart(address: string): string
}

/** One transaction of the Activity tab: what moved, with whom, and when. */
export function ActivityItem({ transaction, formatCounterpart }: ActivityItemProps) {
  const { metadata, transfers } = transaction
  const failed = metadata.status === 'failed'
  const title = failed ? 'Failed' : (titles[metadata.operationType] ?? 'Transaction')
  const first = transfers[0]
  const symbol = first?.fungible_info?.symbol ?? first?.nft_info?.name ?? ''
  const image = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url
  const amounts = transfers.map((transfer) => {
    const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
    const name = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
    return transfer.nft_info ? `${sign}${name}` : `${sign}${formatAmount(transfer.quantity.numeric)} ${name}`
  })
  const outgoing = metadata.operationType === 'send'
  const counterpart = outgoing ? `to ${formatCounterpart(metadata.sentTo)}` : `from ${formatCounterpart(metadata.sentFrom)}`
  return (
    <li className="airlock-activity-item" data-status={metadata.status}>
      <WalletImage name={symbol || title} src={image} size={36} />
      <span className="airlock-token-name">
        <strong>{title}</strong>
        <span className="airlock-muted">{counterpart}</span>
      </span>
      <span className="airlock-activity-amount">
        <span>{amounts.join(' · ')}</span>
        <time className="airlock-muted" dateTime={metadata.minedAt}>
          {formatRelativeTime(metadata.minedAt)}
        </time>
      </span>
    </li>
  )
}
