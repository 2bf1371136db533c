import { useCallback, useEffect, useState } from 'react'
import { loadTokenBalances } from '../../services/account/loadTokenBalances.js'
import { formatAmount } from '../../services/format/formatAmount.js'
import { formatUsd } from '../../services/format/formatUsd.js'
import { shownPrice } from '../../services/format/shownPrice.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Spinner } from '../kit/Spinner.js'
import { EmptyState } from '../kit/EmptyState.js'
import { Figure } from '../kit/Figure.js'
import { WalletImage } from '../kit/WalletImage.js'
import { useBusEvent } from '../kit/useBusEvent.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useProxyState } from '../kit/useProxyState.js'
import catalogs from '../messages?catalogs'

/** The Account view's Tokens tab: balances with their USD value (none on a test network), refreshed live. */
export default function AccountTokens() {
  const airlock = useAirlockInstance()
  const t = useTextMessages(catalogs)
  const chain = useProxyState(airlock.chain.state)
  const namespace = chain.activeNamespace
  const account = chain.accounts[namespace]
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')

  const load = useCallback(
    (force: boolean) =>
      loadTokenBalances(airlock, namespace, { force }).then(
        () => setStatus('ready'),
        (error: unknown) => {
          airlock.logger.warn('Token balances could not be loaded', error)
          setStatus('failed')
        },
      ),
    [airlock, namespace],
  )

  useEffect(() => {
    setStatus('loading')
    void load(false)
  }, [load, account?.caipAddress])
  useBusEvent('account:balanceChanged', (change) => {
    if (change.namespace === namespace) void load(true)
  })

  if (status === 'failed') return <p className="airlock-error-text">{t('tokens.unavailable')}</p>
  if (status === 'loading' && !account?.tokenBalance.length) return <Spinner label={t('tokens.loading')} />
  const balances = account?.tokenBalance ?? []
  if (balances.length === 0) return <EmptyState icon="wallet">{t('tokens.empty')}</EmptyState>
  return (
    <ul className="airlock-token-list" aria-label={t('tokens.list')}>
      {balances.map((balance) => (
        <li key={`${balance.chainId}:${balance.address ?? 'native'}`} className="airlock-token">
          <WalletImage name={balance.symbol} src={balance.iconUrl} size={36} />
          <span className="airlock-token-name">
            <strong>{balance.name}</strong>
            <span className="airlock-muted">
              <Figure>
                {formatAmount(balance.quantity.numeric, 3, airlock.i18n.locale)} {balance.symbol}
              </Figure>
            </span>
          </span>
          {shownPrice(balance.price, airlock.chain.networkById(balance.chainId)) > 0 && <Figure className="airlock-token-value">{formatUsd(balance.value ?? 0, airlock.i18n.locale)}</Figure>}
        </li>
      ))}
    </ul>
  )
}
