import { formatAmount, formatRelativeTime } from 'airlock/kit'
import { Figure, useAirlockInstance, useMessages, WalletImage } from 'airlock/react/kit'
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
  /** A counterpart as the person knows it: its name (`alice.eth`, `Uniswap V2`), else its address. */
  formatCounterpart(address: string): string
}

type Transfer = Snapshot<Transaction>['transfers'][number]
type Approval = NonNullable<Snapshot<Transaction>['approvals']>[number]
/** An allowance of zero takes one back. */
const titleId = (approval: Approval) => (Number(approval.quantity.numeric) === 0 ? 'activity.type.revoke' : 'activity.type.approve')
const nameOf = (transfer: Transfer | undefined) => transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''

/**
 * One transaction of the Activity tab in two lines: what happened and when, then with whom
 * (a swap: which token for which; an approval: for whom), beside every amount that moved, one
 * to a line. Each line stays on one line, so a shortened address never wraps and the list
 * shows several rows.
 */
export function ActivityItem({ transaction, formatCounterpart }: ActivityItemProps) {
  const t = useMessages(catalogs)
  const { locale } = useAirlockInstance().i18n
  const { metadata, transfers } = transaction
  const failed = metadata.status === 'failed'
  // An allowance given, and nothing moved: "Approved DUSD", for the exchange it was given to.
  const approval = metadata.operationType === 'approve' ? transaction.approvals?.[0] : undefined
  const title = failed
    ? t('activity.type.failed')
    : approval
      ? t(titleId(approval), { symbol: approval.fungible_info.symbol })
      : t(titles[metadata.operationType] ?? 'activity.type.other')
  const first = transfers[0]
  const symbol = approval?.fungible_info.symbol ?? nameOf(first)
  const image = approval?.fungible_info.icon?.url ?? first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url
  const amounts = transfers.map((transfer) => {
    // The minus sign (U+2212), as every amount that leaves the account reads (a preview, Pay).
    const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '\u2212' : ''
    return { text: transfer.nft_info ? `${sign}${nameOf(transfer)}` : `${sign}${formatAmount(transfer.quantity.numeric, 3, locale)} ${nameOf(transfer)}`, nft: !!transfer.nft_info }
  })
  const paid = transfers.find((transfer) => transfer.direction === 'out')
  const got = transfers.find((transfer) => transfer.direction === 'in')
  const [detailId, detailValues] =
    metadata.operationType === 'trade' && paid && got ? ['activity.swapped', { from: nameOf(paid), to: nameOf(got) }]
    : approval ? ['activity.for', { name: formatCounterpart(approval.spender) }]
    : metadata.operationType === 'send' ? ['activity.to', { name: formatCounterpart(metadata.sentTo) }]
    // A call that moved nothing: the contract it called, where "from" would name the account itself.
    : metadata.operationType === 'execute' && metadata.sentTo ? ['activity.with', { name: formatCounterpart(metadata.sentTo) }]
    : ['activity.from', { name: formatCounterpart(metadata.sentFrom) }]
  return (
    <li className="airlock-activity-item" data-status={metadata.status}>
      <WalletImage name={symbol || title} src={image} size={32} />
      <span className="airlock-activity-text">
        <span className="airlock-activity-line">
          <strong>{approval && !failed ? t.rich(titleId(approval), { symbol: approval.fungible_info.symbol }) : title}</strong>{' '}
          <time className="airlock-muted" dateTime={metadata.minedAt}>
            {formatRelativeTime(metadata.minedAt, Date.now(), locale)}
          </time>
        </span>
        <span className="airlock-muted airlock-activity-line" title={t(detailId, detailValues)}>
          {/* A swap's "DUSD → ETH" is one figure: its arrow points the way it reads in every language. */}
          {detailId === 'activity.swapped' ? <Figure>{t(detailId, detailValues)}</Figure> : t.rich(detailId, detailValues)}
        </span>
      </span>
      {/* Signed amounts read left to right in every language, so a minus stays before its number. */}
      <span className="airlock-activity-amount">
        {amounts.map((amount, index) => (
          <Figure key={index} className={amount.nft ? 'airlock-activity-nft' : undefined}>
            {amount.text}
          </Figure>
        ))}
      </span>
    </li>
  )
}
