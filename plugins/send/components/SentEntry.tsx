import { explorerTransactionUrl, formatAddress, formatAmount, type Network } from 'airlock'
import { CopyButton, FullAddress, Icon, Spinner, useAnnouncement } from 'airlock/react/kit'
import type { Snapshot } from 'valtio/vanilla'
import type { SentTransaction } from '../SendState.js'

/** Props of `SentEntry`. */
export interface SentEntryProps {
  sent: Snapshot<SentTransaction>
  network: Network | undefined
  onCheck(): void
  onRefill(): void
}

const headings = { pending: 'Sending', confirmed: 'Sent', failed: 'Failed' } as const

/**
 * One sent transaction: pending (with "Check again" when the network could not be
 * reached), sent, or failed on chain; always with its hash, as an explorer link when the
 * network has an explorer, else in full to copy.
 */
export function SentEntry({ sent, network, onCheck, onRefill }: SentEntryProps) {
  const link = network && explorerTransactionUrl(network, sent.hash)
  const heading = `${headings[sent.status]} ${formatAmount(sent.amount, 'all')} ${sent.symbol}`
  const note = sent.status === 'pending' ? 'Waiting for the network to confirm it.' : sent.status === 'confirmed' ? 'Confirmed by the network.' : 'The transaction failed on chain; nothing was sent but the network fee.'
  useAnnouncement(`${heading}. ${note}`)
  return (
    <section className="airlock-send-result" data-status={sent.status} data-testid="send-result" aria-label={heading}>
      <p className="airlock-send-result-title">
        {sent.status === 'pending' ? <Spinner label="Pending" /> : <Icon name={sent.status === 'confirmed' ? 'check' : 'alert'} size={20} />}
        <strong>{heading}</strong>
      </p>
      <p className="airlock-send-note" title={sent.to}>
        to {formatAddress(sent.to)}
      </p>
      <p className="airlock-send-note">{note}</p>
      {sent.checkError && sent.status === 'pending' && (
        <p role="alert" className="airlock-error-text">
          {sent.checkError}; it is checked again shortly.
        </p>
      )}
      {link ? (
        <a className="airlock-link" href={link} target="_blank" rel="noreferrer noopener">
          View on {network.blockExplorers?.default.name ?? 'the explorer'} <Icon name="external" size={14} />
        </a>
      ) : (
        <div className="airlock-row">
          <FullAddress className="airlock-send-hash" value={sent.hash} data-testid="send-result-hash" />
          <CopyButton value={sent.hash} what="transaction hash" />
        </div>
      )}
      {sent.status === 'pending' && sent.checkError && (
        <button type="button" className="airlock-secondary" onClick={onCheck}>
          Check again
        </button>
      )}
      {sent.status === 'failed' && (
        <button type="button" className="airlock-secondary" onClick={onRefill}>
          Edit and send again
        </button>
      )}
    </section>
  )
}
