import { useEffect, useState } from 'react'
import { formatBalance } from 'airlock'
import { Spinner, useAirlockInstance, useViewTitle, WalletImage } from 'airlock/react/kit'
import { SwapStyles } from '../SwapStyles.js'
import { useSwapController } from '../useSwapController.js'

/** The network's tokens for one side of the swap, searchable, each with the account's balance. */
export default function SwapSelectToken({ data }: { data?: { side: 'from' | 'to' } }) {
  const side = data?.side ?? 'from'
  useViewTitle(side === 'from' ? 'Swap from' : 'Swap to')
  const airlock = useAirlockInstance()
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
        aria-label="Search tokens"
        placeholder="Search by name, symbol or address"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {state.tokensLoading && !state.tokens.length ? (
        <div className="airlock-center">
          <Spinner label="Loading tokens" />
        </div>
      ) : shown.length ? (
        <ul className="airlock-stack airlock-swap-tokens" aria-label="Tokens">
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
                {token.balance !== undefined && <span className="airlock-tag">{formatBalance(token.balance, token.decimals)}</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="airlock-muted" role={state.error ? 'alert' : 'status'}>
          {state.tokens.length ? 'No token matches your search' : (state.error?.message ?? 'No tokens to swap on this network')}
        </p>
      )}
    </div>
  )
}
