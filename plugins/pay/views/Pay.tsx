import { formatAmount, formatBalance, formatTokenAmount } from 'airlock/kit'
import { Icon, Spinner, TransactionSimulation, formatAddress, useAirlockInstance, useAnnouncement, useMessages, useProxyState, usePluginApi, useSimulationGate, useTransactionSimulation, useViewTitle } from 'airlock/react/kit'
import { useEffect } from 'react'
import catalogs from '../messages?catalogs'
import { payStyles } from './payStyles.js'

/** The Pay view: what is asked and to whom, then connect, pay from the balance, or buy (or swap) the difference first. */
export default function Pay() {
  const t = useMessages(catalogs)
  useViewTitle(t('pay.title'))
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const controller = usePluginApi('pay')
  const state = useProxyState(controller.state)
  const chain = useProxyState(airlock.chain.state)
  const request = state.request
  useAnnouncement(state.stage === 'paid' ? t('pay.paid') : state.stage === 'wallet' ? t('pay.wallet') : state.stage === 'mining' ? t('pay.mining') : undefined)
  const short = Boolean(state.shortfall)
  useEffect(() => {
    if (short && airlock.config.features.swaps) void airlock.plugins.load('swaps').catch(() => {})
  }, [airlock, short])
  const network = request && chain.networks.find((n) => n.caipNetworkId === request.network)
  const connected = network && chain.accounts[network.chainNamespace]?.status === 'connected'
  // What the payment does, simulated once the account, its network and its balance are known (whatever the wallet).
  const ready = request && connected && state.balance !== undefined && !state.shortfall && state.stage === 'idle' && chain.activeCaipNetworkId === request.network
  const simulation = useTransactionSimulation(() => controller.simulationRequest(), ready ? [request.network, request.recipient, request.asset, request.amount, chain.accounts[network.chainNamespace]?.address].join(' ') : undefined)
  const gate = useSimulationGate(simulation, () => void controller.confirm())
  if (!request) return null
  const busy = state.stage === 'wallet' || state.stage === 'mining'
  const done = state.stage === 'paid' || state.stage === 'declined' || state.stage === 'failed'
  const canBuy = Boolean(state.shortfall && airlock.config.features.onramp)
  // Swap only where the account's network has swaps (the swaps feature finds out, loaded by the effect above).
  const payer = network && chain.accounts[network.chainNamespace]
  const canSwap = Boolean(state.shortfall && airlock.config.features.swaps && payer?.swapsSupported && payer.caipAddress?.startsWith(`${request.network}:`))
  const asked = formatAmount(request.amount, 'all', locale)
  const shortfall = state.shortfall && formatTokenAmount(state.shortfall, locale)
  return (
    <div className="airlock-stack" data-testid="pay" data-stage={state.stage}>
      <style href="airlock-pay" precedence="default">{payStyles}</style>
      <dl className="airlock-pay-summary">
        <div><dt>{t('pay.asked')}</dt><dd data-testid="pay-amount">{asked} {state.symbol}</dd></div>
        <div><dt>{t('pay.to')}</dt><dd title={request.recipient}>{formatAddress(request.recipient)}</dd></div>
        <div><dt>{t('pay.network')}</dt><dd>{network?.name}</dd></div>
        {connected && state.balance !== undefined && <div><dt>{t('pay.balance')}</dt><dd data-testid="pay-balance">{formatBalance(BigInt(state.balance), state.decimals, 3, locale)} {state.symbol}</dd></div>}
      </dl>
      <TransactionSimulation state={simulation} network={network} />
      {shortfall && !done && <p className="airlock-pay-note">{t('pay.short', { missing: shortfall, symbol: state.symbol })}</p>}
      {state.error && <p className="airlock-pay-error" role="alert">{t(state.error)}</p>}
      {state.stage === 'paid' && <p className="airlock-pay-paid"><Icon name="check" /> {t('pay.paid')}</p>}
      {busy && <p className="airlock-muted"><Spinner /> {t(state.stage === 'wallet' ? 'pay.wallet' : 'pay.mining')}</p>}
      {!connected ? (
        <button type="button" className="airlock-primary" onClick={controller.connect}>{t('pay.connect')}</button>
      ) : done ? (
        <button type="button" className="airlock-secondary" onClick={() => airlock.close()}>{t('pay.close')}</button>
      ) : state.shortfall ? (
        <>
          {canBuy && shortfall && <button type="button" className="airlock-primary" onClick={() => void controller.buyDifference()}>{t('pay.buy', { missing: shortfall, symbol: state.symbol })}</button>}
          {canSwap && <button type="button" className="airlock-secondary" onClick={() => void controller.swapDifference()}>{t('pay.swap')}</button>}
        </>
      ) : (
        <>
          {gate.notice && <p className="airlock-simulation-confirm" role="alert">{gate.notice}</p>}
          <button type="button" className="airlock-primary" disabled={busy || state.balance === undefined || Boolean(state.hash)} aria-busy={gate.phase === 'waiting' || undefined} onClick={gate.confirm}>
            {gate.label(t('pay.pay', { amount: asked, symbol: state.symbol }))}
          </button>
        </>
      )}
    </div>
  )
}
