import { useEffect } from 'react'
import { formatBalance } from 'airlock/kit'
import { Spinner, useAirlockInstance, useMessages, useViewTitle, WalletImage } from 'airlock/react/kit'
import { SendStyles } from '../components/SendStyles.js'
import catalogs from '../messages?catalogs'
import { tokenUnits } from '../tokenUnits.js'
import { useSendController } from '../useSendController.js'

/** The tokens the account can send, each with its balance; picking one goes back to the form. */
export default function SendSelectToken() {
  const t = useMessages(catalogs)
  useViewTitle(t('send.token.select'))
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const { controller, state } = useSendController()

  useEffect(() => {
    void controller.loadBalances()
  }, [controller])

  if (state.balancesLoading && !state.tokenBalances.length) {
    return (
      <div className="airlock-center">
        <Spinner label={t('send.tokens.loading')} />
      </div>
    )
  }
  if (!state.tokenBalances.length) {
    return (
      <div className="airlock-center">
        <p className="airlock-muted" role={state.error ? 'alert' : undefined}>
          {state.error ? t(state.error.id, state.error.values) : t('send.tokens.none')}
        </p>
        <button type="button" className="airlock-secondary" onClick={() => void controller.loadBalances()}>
          {t('send.tokens.retry')}
        </button>
      </div>
    )
  }
  return (
    <>
    <SendStyles />
    <ul className="airlock-stack airlock-send-tokens" aria-label={t('send.tokens.list')}>
      {state.tokenBalances.map((token) => {
        const { balance, decimals } = tokenUnits(token)
        const picked = state.token?.address === token.address && state.token?.symbol === token.symbol
        return (
          <li key={token.address ?? token.symbol}>
            <button
              type="button"
              className="airlock-list-button"
              aria-current={picked || undefined}
              onClick={() => {
                controller.selectToken(token)
                airlock.router.goBack()
              }}
            >
              <WalletImage name={token.symbol} src={token.iconUrl} size={36} />
              <span className="airlock-list-label">
                {token.symbol} <span className="airlock-muted">{token.name}</span>
              </span>
              <span className="airlock-tag">{formatBalance(balance, decimals, 3, locale)}</span>
            </button>
          </li>
        )
      })}
    </ul>
    </>
  )
}
