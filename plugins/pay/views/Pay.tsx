import { formatAmount, formatBalance, formatTokenAmount } from 'airlock/kit'
import { AddressName, Figure, Icon, Spinner, TransactionSimulation, useAirlockInstance, useAnnouncement, useMessages, useProxyState, usePluginApi, useSimulationGate, useTransactionSimulation, useViewTitle } from 'airlock/react/kit'
import { useEffect } from 'react'
import catalogs from '../messages?catalogs'
import { payStyles } from './payStyles.js'

/**
 * The Pay view: what is asked and to whom, then connect, pay from the balance (read on the
 * payment's network), or buy (or swap) the difference first. A wallet on another network is
 * told so and offered the switch; Pay shows once it is there.
 */
export default function Pay() {
  const t = useMessages(catalogs)
  useViewTitle(t('pay.title'))
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const controller = usePluginApi('pay')
  const state = useProxyState(controller.state)
  const chain = useProxyState(airlock.chain.state)
  const request = state.request
  const network = request && chain.networks.find((n) => n.caipNetworkId === request.network)
  const elsewhere = request && chain.activeCaipNetworkId !== request.network ? airlock.chain.networkById(chain.activeCaipNetworkId) : undefined
  useAnnouncement(
    state.stage === 'paid' ? t('pay.paid') : state.stage === 'wallet' ? t('pay.wallet') : state.stage === 'mining' ? t('pay.mining') : state.switching ? t('pay.switching', { network: network?.name }) : undefined,
  )
  const short = Boolean(state.shortfall)
  useEffect(() => {
    if (short && airlock.config.features.swaps) void airlock.plugins.load('swaps').catch(() => {})
  }, [airlock, short])
  const connected = network && chain.accounts[network.chainNamespace]?.status === 'connected'
  // What the payment does, simulated once the account, its network and its balance are known (whatever the wallet).
  const ready = request && connected && state.balance !== undefined && !state.shortfall && state.stage === 'idle' && !elsewhere
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
  const switchButton = elsewhere && network && !done && (
    <button type="button" className={state.shortfall ? 'airlock-secondary' : 'airlock-primary'} aria-disabled={state.switching || undefined} aria-busy={state.switching || undefined} onClick={() => void controller.switchNetwork()}>
      {t('pay.switch', { network: network.name })}
    </button>
  )
  return (
    <div className="airlock-stack" data-testid="pay" data-stage={state.stage}>
      <style href="airlock-pay" precedence="default">{payStyles}</style>
      <dl className="airlock-pay-summary">
        <div><dt>{t('pay.asked')}</dt><dd data-testid="pay-amount"><Figure>{asked} {state.symbol}</Figure></dd></div>
        <div><dt>{t('pay.to')}</dt><dd><AddressName address={request.recipient} network={network} /></dd></div>
        <div><dt>{t('pay.network')}</dt><dd>{network?.name}</dd></div>
        {connected && state.balance !== undefined && <div><dt>{t('pay.balance')}</dt><dd data-testid="pay-balance"><Figure>{formatBalance(BigInt(state.balance), state.decimals, 3, locale)} {state.symbol}</Figure></dd></div>}
      </dl>
      <TransactionSimulation state={simulation} network={network} />
      {connected && elsewhere && !done && <p className="airlock-pay-note" data-testid="pay-other-network">{t.rich('pay.otherNetwork', { current: elsewhere.name, network: network?.name })}</p>}
      {shortfall && !done && <p className="airlock-pay-note">{t.rich('pay.short', { missing: shortfall, symbol: state.symbol })}</p>}
      {state.error && <p className="airlock-pay-error" role="alert">{t(state.error)}</p>}
      {state.stage === 'paid' && <p className="airlock-pay-paid"><Icon name="check" /> {t('pay.paid')}</p>}
      {busy && <p className="airlock-muted"><Spinner /> {t(state.stage === 'wallet' ? 'pay.wallet' : 'pay.mining')}</p>}
      {state.switching && <p className="airlock-muted"><Spinner /> {t('pay.switching', { network: network?.name })}</p>}
      {!connected ? (
        <button type="button" className="airlock-primary" onClick={controller.connect}>{t('pay.connect')}</button>
      ) : done ? (
        <button type="button" className="airlock-secondary" onClick={() => airlock.close()}>{t('pay.close')}</button>
      ) : state.shortfall ? (
        <>
          {canBuy && shortfall && <button type="button" className="airlock-primary" onClick={() => void controller.buyDifference()}>{t.rich('pay.buy', { missing: shortfall, symbol: state.symbol })}</button>}
          {canSwap && <button type="button" className="airlock-secondary" onClick={() => void controller.swapDifference()}>{t('pay.swap')}</button>}
          {switchButton}
        </>
      ) : elsewhere ? (
        switchButton
      ) : (
        <>
          {gate.notice && <p className="airlock-simulation-confirm" role="alert">{gate.notice}</p>}
          <button type="button" className="airlock-primary" disabled={busy || state.balance === undefined || Boolean(state.hash)} aria-busy={gate.phase === 'waiting' || undefined} onClick={gate.confirm}>
            {gate.label(t.rich('pay.pay', { amount: asked, symbol: state.symbol }))}
          </button>
        </>
      )}
    </div>
  )
}
