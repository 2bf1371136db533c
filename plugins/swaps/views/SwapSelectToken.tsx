import { useEffect, useState } from 'react'
import { formatBalance } from 'airlock/kit'
import { Spinner, useAirlockInstance, useMessages, useViewTitle, WalletImage } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { SwapStyles } from '../SwapStyles.js'
import { useSwapController } from '../useSwapController.js'
import { textOf } from './textOf.js'

/** The network's tokens for one side of the swap, searchable, each with the account's balance. */
export default function SwapSelectToken({ data }: { data?: { side: 'from' | 'to' } }) {
  const side = data?.side ?? 'from'
  const t = useMessages(catalogs)
  useViewTitle(t(side === 'from' ? 'swap.select.from' : 'swap.select.to'))
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const { controller, state } = useSwapController()
  const [search, setSearch] = useState('')

  useEffect(() => {
    if (!controller.state.tokens.length) void controller.loadTokens()
  }, [controller])

  const query = search.trim().toLowerCase()
  const shown = state.tokens.filter(
    (token) => !query || token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query) || token.address.toLowerCase().endsWith(query),
  )
  const picked = side === 'from' ? state.from : state.to
  return (
    <div className="airlock-stack airlock-swap">
      <SwapStyles />
      <input
        className="airlock-input"
        type="search"
        aria-label={t('swap.select.search')}
        placeholder={t('swap.select.placeholder')}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {state.tokensLoading && !state.tokens.length ? (
        <div className="airlock-center">
          <Spinner label={t('swap.loadingTokens')} />
        </div>
      ) : shown.length ? (
        <ul className="airlock-stack airlock-swap-tokens" aria-label={t('swap.select.list')}>
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="airlock-list-button"
                aria-current={picked?.address === token.address || undefined}
                onClick={() => {
                  controller.selectToken(side, token)
                  airlock.router.goBack()
                }}
              >
                <WalletImage name={token.symbol} src={token.logoUri} size={36} />
                <span className="airlock-list-label">
                  {token.symbol} <span className="airlock-muted">{token.name}</span>
                </span>
                {token.balance !== undefined && <span className="airlock-tag">{formatBalance(token.balance, token.decimals, 3, locale)}</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="airlock-muted" role={state.error ? 'alert' : 'status'}>
          {state.tokens.length ? t('swap.select.noMatch') : state.error ? textOf(t, state.error.message) : t('swap.select.empty')}
        </p>
      )}
    </div>
  )
}
