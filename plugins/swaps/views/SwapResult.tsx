import { explorerTransactionUrl, formatTokenAmount } from 'airlock/kit'
import { CopyButton, Figure, Icon, useAirlockInstance, useAnnouncement, useMessages } from 'airlock/react/kit'
import type { Snapshot } from 'valtio/vanilla'
import catalogs from '../messages?catalogs'
import type { SwapResult as Result } from '../SwapState.js'

/**
 * A mined swap, as Send's result reads: what was paid and received (as its receipt says; a
 * side it does not show is the quote's, marked ≈), on which network, its transaction (an explorer link, else the hash to
 * copy), and Done back to Account.
 */
export function SwapResult({ result }: { result: Snapshot<Result> }) {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const network = airlock.chain.networkById(result.caipNetworkId)
  const link = network && explorerTransactionUrl(network, result.hash)
  const amount = (value: bigint, symbol: string, exact: boolean) => `${exact ? '' : '≈ '}${formatTokenAmount(value, symbol === result.from.symbol ? result.from.decimals : result.to.decimals, locale)} ${symbol}`
  const paid = amount(result.fromAmount, result.from.symbol, result.exact.from)
  const received = amount(result.toAmount, result.to.symbol, result.exact.to)
  const heading = t('swap.result.title')
  useAnnouncement(`${heading}: ${paid} → ${received}`)
  return (
    <section className="airlock-stack airlock-swap" aria-label={heading} data-testid="swap-result">
      <p className="airlock-swap-result-title">
        <Icon name="check" size={20} />
        <strong>{heading}</strong>
      </p>
      <dl className="airlock-swap-summary">
        <div>
          <dt>{t('swap.result.paid')}</dt>
          <dd><Figure data-testid="swap-result-paid">{paid}</Figure></dd>
        </div>
        <div>
          <dt>{t('swap.result.received')}</dt>
          <dd><Figure data-testid="swap-result-received">{received}</Figure></dd>
        </div>
        <div>
          <dt>{t('swap.review.network')}</dt>
          <dd>{network?.name ?? result.caipNetworkId}</dd>
        </div>
      </dl>
      {link ? (
        <a className="airlock-link" href={link} target="_blank" rel="noreferrer noopener">
          {t('swap.result.viewOn', { explorer: network?.blockExplorers?.default.name ?? '' })} <Icon name="external" size={14} />
        </a>
      ) : (
        <div className="airlock-row">
          {/* A hash has no checksum to show: its ends, the whole of it to copy. */}
          <Figure className="airlock-full-address" title={result.hash} data-testid="swap-result-hash">
            {result.hash.length > 20 ? `${result.hash.slice(0, 10)}…${result.hash.slice(-8)}` : result.hash}
          </Figure>
          <CopyButton value={result.hash} what={t('swap.result.hash')} />
        </div>
      )}
      <button type="button" className="airlock-primary" onClick={() => airlock.router.goBackOrCloseModal()}>
        {t('swap.result.done')}
      </button>
    </section>
  )
}
