import { explorerTransactionUrl, formatAmount, type Network } from 'airlock/kit'
import { AddressName, CopyButton, FullAddress, Icon, Spinner, useAirlockInstance, useAnnouncement, useMessages } from 'airlock/react/kit'
import type { Snapshot } from 'valtio/vanilla'
import catalogs from '../messages?catalogs'
import type { SentTransaction } from '../SendState.js'

/** Props of `SentEntry`. */
export interface SentEntryProps {
  sent: Snapshot<SentTransaction>
  network: Network | undefined
  onCheck(): void
  onRefill(): void
}

/** The heading and the sentence of each status, by message id. */
const wording = {
  pending: { heading: 'send.result.pending', note: 'send.result.pendingNote' },
  confirmed: { heading: 'send.result.confirmed', note: 'send.result.confirmedNote' },
  failed: { heading: 'send.result.failed', note: 'send.result.failedNote' },
} as const

/**
 * One sent transaction: pending (with "Check again" when the network could not be
 * reached), sent, or failed on chain; always with its hash, as an explorer link when the
 * network has an explorer, else in full to copy.
 */
export function SentEntry({ sent, network, onCheck, onRefill }: SentEntryProps) {
  const t = useMessages(catalogs)
  const { locale } = useAirlockInstance().i18n
  const link = network && explorerTransactionUrl(network, sent.hash)
  const explorer = network?.blockExplorers?.default.name
  const amount = { amount: formatAmount(sent.amount, 'all', locale), symbol: sent.symbol }
  const heading = t(wording[sent.status].heading, amount)
  const note = t(wording[sent.status].note)
  useAnnouncement(`${heading}. ${note}`)
  return (
    <section className="airlock-send-result" data-status={sent.status} data-testid="send-result" aria-label={heading}>
      <p className="airlock-send-result-title">
        {sent.status === 'pending' ? <Spinner label={t('send.result.pendingLabel')} /> : <Icon name={sent.status === 'confirmed' ? 'check' : 'alert'} size={20} />}
        <strong>{t.rich(wording[sent.status].heading, amount)}</strong>
      </p>
      <p className="airlock-send-note" data-testid="send-result-to">
        {t.rich('send.result.to', { address: <AddressName address={sent.to} network={network} inSentence /> })}
      </p>
      <p className="airlock-send-note">
        {note}
      </p>
      {sent.checkError && sent.status === 'pending' && (
        <p role="alert" className="airlock-error-text">
          {t(sent.checkError)}
        </p>
      )}
      {link ? (
        <a className="airlock-link" href={link} target="_blank" rel="noreferrer noopener">
          {explorer ? t('send.result.viewOn', { explorer }) : t('send.result.viewOnExplorer')} <Icon name="external" size={14} />
        </a>
      ) : (
        <div className="airlock-row">
          <FullAddress className="airlock-send-hash" value={sent.hash} data-testid="send-result-hash" />
          <CopyButton value={sent.hash} what={t('send.result.hash')} />
        </div>
      )}
      {sent.status === 'pending' && sent.checkError && (
        <button type="button" className="airlock-secondary" onClick={onCheck}>
          {t('send.result.checkAgain')}
        </button>
      )}
      {sent.status === 'failed' && (
        <button type="button" className="airlock-secondary" onClick={onRefill}>
          {t('send.result.editAgain')}
        </button>
      )}
    </section>
  )
}
