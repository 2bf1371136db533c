import { Figure, FullAddress, Spinner, TransactionSimulation, useAirlockInstance, useMessages, useProxyState, useSimulationGate, useTransactionSimulation, useViewTitle } from 'airlock/react/kit'
import { formatAddress, formatAmount } from 'airlock/kit'
import { SendStyles } from '../components/SendStyles.js'
import { feeText } from '../feeText.js'
import catalogs from '../messages?catalogs'
import { usdValue } from '../usdValue.js'
import { useSendController } from '../useSendController.js'

/**
 * What will be sent, to whom, on which network and for what fee, and what it does as
 * simulated (whatever the wallet); Send asks the wallet, once the simulation allows.
 */
export default function SendPreview() {
  const t = useMessages(catalogs)
  useViewTitle(t('send.review.title'))
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const chain = useProxyState(airlock.chain.state)
  const { controller, state } = useSendController()
  const { token, receiverAddress, loading, error } = state
  const network = airlock.chain.networkById(chain.activeCaipNetworkId)
  const typed = state.sendTokenAmount.trim()
  const simulation = useTransactionSimulation(() => controller.simulationRequest(), token && receiverAddress ? [chain.activeCaipNetworkId, token.address ?? '', receiverAddress, typed].join(' ') : undefined)
  const gate = useSimulationGate(simulation, () => void controller.send())

  if (!token || !receiverAddress) {
    return (
      <div className="airlock-center">
        <p className="airlock-muted">{t('send.review.nothing')}</p>
        <button type="button" className="airlock-secondary" onClick={() => airlock.router.goBack()}>
          {t('send.review.back')}
        </button>
      </div>
    )
  }
  const amount = typed.replace(',', '.')
  const usd = usdValue(Number(amount), token.price, locale)
  const nativePrice = state.tokenBalances.find((item) => !item.address)?.price ?? 0
  return (
    <div className="airlock-stack" aria-busy={loading}>
      <SendStyles />
      <dl className="airlock-send-summary">
        <div>
          <dt>{t('send.review.amount')}</dt>
          <dd data-testid="send-preview-amount">
            <Figure>{formatAmount(amount, 'all', locale)} {token.symbol}</Figure>
            {usd && <small><Figure>≈ {usd}</Figure></small>}
          </dd>
        </div>
        <div>
          <dt>{t('send.review.receiver')}</dt>
          <dd data-testid="send-preview-receiver">
            {state.receiverProfileName && (
              <>
                {state.receiverProfileImageUrl && <img className="airlock-send-avatar" src={state.receiverProfileImageUrl} alt="" width={20} height={20} />}{' '}
                {state.receiverProfileName}
              </>
            )}
            <small title={receiverAddress}>{state.receiverProfileName ? <Figure>{formatAddress(receiverAddress)}</Figure> : <FullAddress value={receiverAddress} />}</small>
          </dd>
        </div>
        <div>
          <dt>{t('send.review.network')}</dt>
          <dd>{network?.name ?? chain.activeCaipNetworkId}</dd>
        </div>
        <div>
          <dt>{t('send.review.fee')}</dt>
          <dd data-testid="send-preview-fee">{state.networkFee?.sponsored ? t('send.review.feeSponsored') : state.networkFee ? <Figure>{feeText(state.networkFee, nativePrice, locale)}</Figure> : t('send.review.estimating')}</dd>
        </div>
      </dl>
      <TransactionSimulation state={simulation} network={network} />
      {error && (
        <p role="alert" className="airlock-error-text">
          {t.rich(error.id, error.values)}
        </p>
      )}
      {loading && (
        <p role="status" className="airlock-send-note">
          <Spinner label={t('send.review.sending')} /> {t('send.review.confirm')}
        </p>
      )}
      {gate.notice && !loading && (
        <p role="alert" className="airlock-simulation-confirm">
          {gate.notice}
        </p>
      )}
      <div className="airlock-send-buttons">
        <button type="button" className="airlock-secondary" disabled={loading} onClick={() => airlock.router.goBack()}>
          {t('send.review.back')}
        </button>
        {/* aria-disabled rather than disabled: a disabled button would drop the focus it holds. */}
        <button type="button" className="airlock-primary" aria-disabled={loading || gate.phase === 'waiting'} aria-busy={gate.phase === 'waiting' || undefined} onClick={gate.confirm}>
          {loading ? t('send.review.sendingButton') : gate.label(t('send.review.send'))}
        </button>
      </div>
    </div>
  )
}
