import { formatAddress, useAirlockInstance } from 'airlock/react/kit'
import type { ReactNode } from 'react'
import type { ApprovalSummary } from '../protocol/approvalSummarySchema.js'
import { approvalTexts as t } from './approvalTexts.js'
import { DataTree } from './DataTree.js'
import { formatUnits } from './formatUnits.js'

type Summary<K extends ApprovalSummary['kind']> = Extract<ApprovalSummary, { kind: K }>

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="airlock-approval-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function EvmTransactions({ summary }: { summary: Summary<'evmTransactions'> }) {
  const airlock = useAirlockInstance()
  const network = airlock.chain.networkById(summary.chainId as never)
  const tokens = airlock.chain.state.accounts.eip155?.tokenBalance ?? []
  const symbol = network?.nativeCurrency.symbol ?? 'ETH'
  const smart = summary.smartAccount
  const calls = summary.transactions.map((transaction, index) => {
    const transfer = transaction.erc20Transfer
    const token = transfer && tokens.find((item) => item.address?.toLowerCase().endsWith(transfer.token.toLowerCase()))
    return (
      <dl key={index} className="airlock-approval-card">
        {network && <Row label={t.network}>{network.name}</Row>}
        <Row label={t.from}>{formatAddress(transaction.from)}</Row>
        {transfer ? (
          <>
            <Row label={t.tokenTransfer}>{token ? `${formatUnits(transfer.amount, Number(token.quantity.decimals))} ${token.symbol}` : `${transfer.amount} (${t.amount}, base units)`}</Row>
            <Row label={t.to}>{transfer.to}</Row>
            <Row label={t.token}>{token ? `${token.symbol} · ${formatAddress(transfer.token)}` : transfer.token}</Row>
          </>
        ) : (
          <>
            <Row label={t.to}>{transaction.to ?? t.contractCreation}</Row>
            <Row label={t.value}>{`${formatUnits(transaction.value, network?.nativeCurrency.decimals ?? 18)} ${symbol}`}</Row>
            {transaction.data && transaction.data !== '0x' && <Row label={t.data}><code>{transaction.data.length > 74 ? `${transaction.data.slice(0, 74)}…` : transaction.data}</code></Row>}
          </>
        )}
      </dl>
    )
  })
  const eip7702 = summary.eip7702
  if (eip7702) {
    // An EOA's atomic batch; delegating the account is shown first, as it outlasts this request.
    return (
      <>
        <dl className="airlock-approval-card" data-testid="approval-eip7702">
          {eip7702.delegates && <Row label={t.accountUpgrade}>{t.delegatesTo(eip7702.contract)}</Row>}
          <Row label={t.batch}>{t.batchOneTransaction(summary.transactions.length)}</Row>
        </dl>
        {calls}
      </>
    )
  }
  if (!smart) return calls
  // A smart account sends every call as one user operation; who pays its gas is shown first.
  return (
    <>
      <dl className="airlock-approval-card" data-testid="approval-smart-account">
        <Row label={t.smartAccount}>{formatAddress(smart.address)}</Row>
        <Row label={t.batch}>{t.batchAtomic(summary.transactions.length)}</Row>
        <Row label={t.gas}>{smart.sponsored ? t.gasSponsored : t.gasPaid}</Row>
      </dl>
      {calls}
    </>
  )
}

function SolanaTransactions({ summary }: { summary: Summary<'solanaTransactions'> }) {
  return summary.transactions.map((transaction, index) => (
    <dl key={index} className="airlock-approval-card">
      <Row label={t.method}>{summary.send ? t.signAndSend : t.signOnly}</Row>
      {transaction.instructions.map((instruction, position) =>
        instruction.kind === 'systemTransfer' ? (
          <div key={position} className="airlock-approval-group">
            <Row label={t.solTransfer}>{`${formatUnits(instruction.lamports ?? '0', 9)} SOL`}</Row>
            <Row label={t.from}>{instruction.from}</Row>
            <Row label={t.to}>{instruction.to}</Row>
          </div>
        ) : (
          <div key={position} className="airlock-approval-group">
            <Row label={t.instruction}>{`${t.program} ${instruction.programId}`}</Row>
            <Row label={t.data}><code>{instruction.data || '—'}</code></Row>
          </div>
        ),
      )}
    </dl>
  ))
}

/** What the frame will sign, decoded by the frame, laid out for a person to judge. */
export function ApprovalSummaryView({ summary }: { summary: ApprovalSummary }) {
  switch (summary.kind) {
    case 'message':
      return (
        <dl className="airlock-approval-card">
          <Row label={t.account}>{formatAddress(summary.address)}</Row>
          <Row label={summary.text === null ? t.rawMessage : t.message}>
            <pre className="airlock-approval-message">{summary.text ?? summary.raw}</pre>
          </Row>
        </dl>
      )
    case 'typedData':
      return (
        <dl className="airlock-approval-card">
          <Row label={t.account}>{formatAddress(summary.address)}</Row>
          <Row label={t.primaryType}>{summary.primaryType}</Row>
          <Row label={t.domain}><DataTree value={summary.domain} label={t.domain} /></Row>
          <Row label={t.message}><DataTree value={summary.message} label={t.message} /></Row>
        </dl>
      )
    case 'evmTransactions':
      return <EvmTransactions summary={summary} />
    case 'solanaTransactions':
      return <SolanaTransactions summary={summary} />
    default:
      return (
        <dl className="airlock-approval-card">
          <Row label={t.method}>{summary.method}</Row>
          <Row label={t.data}><DataTree value={summary.params} /></Row>
        </dl>
      )
  }
}
