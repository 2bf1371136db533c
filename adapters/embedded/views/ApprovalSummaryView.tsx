import { AddressName, Figure, formatAddress, FullAddress, type Messages, type Translate, useAirlockInstance, useMessages } from 'airlock/react/kit'
import { lazy, Suspense, type ReactNode } from 'react'
import catalogs from '../messages?catalogs'
import type { ApprovalSummary } from '../protocol/approvalSummarySchema.js'
import { DataTree } from './DataTree.js'
import { formatUnits } from './formatUnits.js'
import { Row } from './ApprovalRow.js'

type Summary<K extends ApprovalSummary['kind']> = Extract<ApprovalSummary, { kind: K }>

// A grant's or revocation's words load with the first such approval only.
const PermissionsSummary = lazy(() => import('./PermissionsSummary.js').then((m) => ({ default: m.PermissionsSummary })))
const RevokeSummary = lazy(() => import('./PermissionsSummary.js').then((m) => ({ default: m.RevokeSummary })))


function EvmTransactions({ summary, t }: { summary: Summary<'evmTransactions'>; t: Messages }) {
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const network = airlock.chain.networkById(summary.chainId as never)
  const tokens = airlock.chain.state.accounts.eip155?.tokenBalance ?? []
  const symbol = network?.nativeCurrency.symbol ?? 'ETH'
  const smart = summary.smartAccount
  // Every address by the name the person knows it by (the one they typed, a known contract's),
  // the address itself a press away; an address with no name in full, to compare.
  const party = (address: string) => <AddressName address={address} network={network} full />
  const calls = summary.transactions.map((transaction, index) => {
    const transfer = transaction.erc20Transfer
    const token = transfer && tokens.find((item) => item.address?.toLowerCase().endsWith(transfer.token.toLowerCase()))
    return (
      <dl key={index} className="airlock-approval-card">
        {network && <Row label={t('embedded.approval.network')}>{network.name}</Row>}
        <Row label={t('embedded.approval.from')}><AddressName address={transaction.from} network={network} /></Row>
        {transfer ? (
          <>
            <Row label={t('embedded.approval.tokenTransfer')}>{token ? <Figure>{t('embedded.approval.amount', { amount: formatUnits(transfer.amount, Number(token.quantity.decimals), locale), symbol: token.symbol })}</Figure> : t.rich('embedded.approval.baseUnits', { amount: transfer.amount })}</Row>
            <Row label={t('embedded.approval.to')}>{party(transfer.to)}</Row>
            <Row label={t('embedded.approval.token')}>{party(transfer.token)}</Row>
          </>
        ) : (
          <>
            <Row label={t('embedded.approval.to')}>{transaction.to ? party(transaction.to) : t('embedded.approval.contractCreation')}</Row>
            <Row label={t('embedded.approval.value')}><Figure>{t('embedded.approval.amount', { amount: formatUnits(transaction.value, network?.nativeCurrency.decimals ?? 18, locale), symbol })}</Figure></Row>
            {transaction.data && transaction.data !== '0x' && <Row label={t('embedded.approval.data')}><code>{transaction.data.length > 74 ? `${transaction.data.slice(0, 74)}…` : transaction.data}</code></Row>}
          </>
        )}
      </dl>
    )
  })
  // Several calls made as one: said once, in words. A single call needs no such row.
  const together = summary.transactions.length > 1 && <Row label={t('embedded.approval.batch')}>{t('embedded.approval.batchOneTransaction', { count: summary.transactions.length })}</Row>
  const eip7702 = summary.eip7702
  if (eip7702) {
    // An EOA's atomic batch; delegating the account is shown first, as it outlasts this request.
    return (
      <>
        <dl className="airlock-approval-card" data-testid="approval-eip7702">
          {eip7702.delegates && <Row label={t('embedded.approval.accountUpgrade')}>{t.rich('embedded.approval.delegatesTo', { contract: <AddressName address={eip7702.contract} network={network} inSentence /> })}</Row>}
          {together}
        </dl>
        {calls}
      </>
    )
  }
  if (!smart) return calls
  // A smart account sends its calls as one; who pays the network fee is shown first.
  return (
    <>
      <dl className="airlock-approval-card" data-testid="approval-smart-account">
        <Row label={t('embedded.approval.smartAccount')}><AddressName address={smart.address} network={network} /></Row>
        {together}
        <Row label={t('embedded.approval.gas')}>{smart.sponsor ? t.rich('embedded.approval.gasSponsoredBy', { sponsor: smart.sponsor }) : smart.sponsored ? t('embedded.approval.gasSponsored') : t('embedded.approval.gasPaid')}</Row>
      </dl>
      {calls}
    </>
  )
}

function SolanaTransactions({ summary, t }: { summary: Summary<'solanaTransactions'>; t: Messages }) {
  const { locale } = useAirlockInstance().i18n
  return summary.transactions.map((transaction, index) => (
    <dl key={index} className="airlock-approval-card">
      <Row label={t('embedded.approval.method')}>{summary.send ? t('embedded.approval.signAndSend') : t('embedded.approval.signOnly')}</Row>
      {transaction.instructions.map((instruction, position) =>
        instruction.kind === 'systemTransfer' ? (
          <div key={position} className="airlock-approval-group">
            <Row label={t('embedded.approval.solTransfer')}><Figure>{t('embedded.approval.amount', { amount: formatUnits(instruction.lamports ?? '0', 9, locale), symbol: 'SOL' })}</Figure></Row>
            <Row label={t('embedded.approval.from')}>{instruction.from && <AddressName address={instruction.from} full />}</Row>
            <Row label={t('embedded.approval.to')}>{instruction.to && <AddressName address={instruction.to} full />}</Row>
          </div>
        ) : (
          <div key={position} className="airlock-approval-group">
            <Row label={t('embedded.approval.instruction')}>{t.rich('embedded.approval.program', { id: instruction.programId })}</Row>
            <Row label={t('embedded.approval.data')}><code>{instruction.data || '—'}</code></Row>
          </div>
        ),
      )}
    </dl>
  ))
}

/** What the frame will sign, decoded by the frame, laid out for a person to judge. */
export function ApprovalSummaryView({ summary }: { summary: ApprovalSummary }) {
  const t = useMessages(catalogs)
  switch (summary.kind) {
    case 'message':
      return (
        <dl className="airlock-approval-card">
          <Row label={t('embedded.approval.account')}><AddressName address={summary.address} /></Row>
          <Row label={summary.text === null ? t('embedded.approval.rawMessage') : t('embedded.approval.message')}>
            <pre className="airlock-approval-message">{summary.text ?? summary.raw}</pre>
          </Row>
        </dl>
      )
    case 'typedData':
      return (
        <dl className="airlock-approval-card">
          <Row label={t('embedded.approval.account')}><AddressName address={summary.address} /></Row>
          <Row label={t('embedded.approval.primaryType')}>{summary.primaryType}</Row>
          <Row label={t('embedded.approval.domain')}><DataTree value={summary.domain} label={t('embedded.approval.domain')} /></Row>
          <Row label={t('embedded.approval.message')}><DataTree value={summary.message} label={t('embedded.approval.message')} /></Row>
        </dl>
      )
    case 'evmTransactions':
      return <EvmTransactions summary={summary} t={t} />
    case 'solanaTransactions':
      return <SolanaTransactions summary={summary} t={t} />
    case 'permissions':
      return <Suspense fallback={null}><PermissionsSummary summary={summary} /></Suspense>
    case 'revokePermissions':
      return <Suspense fallback={null}><RevokeSummary summary={summary} /></Suspense>
    default:
      return (
        <dl className="airlock-approval-card">
          <Row label={t('embedded.approval.method')}>{summary.method}</Row>
          <Row label={t('embedded.approval.data')}><DataTree value={summary.params} /></Row>
        </dl>
      )
  }
}
