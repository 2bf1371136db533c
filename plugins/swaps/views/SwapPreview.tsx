import { formatTokenAmount } from 'airlock/kit'
import { Figure, Icon, Spinner, TransactionSimulation, useAirlockInstance, useAnnouncement, useMessages, useProxyState, useSimulationGate, useTransactionSimulation, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { SwapStyles } from '../SwapStyles.js'
import { useSwapController } from '../useSwapController.js'
import { QuoteSummary } from './QuoteSummary.js'
import { SwapResult } from './SwapResult.js'
import { textOf } from './textOf.js'

const stageLabels = { approving: 'swap.review.approvingLabel', swapping: 'swap.review.swappingLabel', approvingAndSwapping: 'swap.review.approvingAndSwappingLabel' } as const

/**
 * What the swap sells and buys at the current quote, on which network, and for what fee, and
 * what its steps do as simulated (whatever the wallet); an approve step first when the sold
 * token's allowance is short, then Swap. A wallet that batches atomically (EIP-5792) gets
 * both as one step: Approve and swap. Once mined, it shows the swap's result.
 */
export default function SwapPreview() {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const chain = useProxyState(airlock.chain.state)
  const { controller, state } = useSwapController()
  useViewTitle(t(state.result ? 'swap.result.title' : 'swap.review.title'))
  const { from, to, quote, stage, error } = state
  useAnnouncement(stage ? `${t(stageLabels[stage])}: ${t('swap.review.confirm')}` : state.approved && t('swap.review.approved', { symbol: state.approved }))
  const network = airlock.chain.networkById(chain.activeCaipNetworkId)
  const steps = controller.batches() ? 'batch' : controller.needsApproval() ? 'approve' : 'swap'
  const simulated = quote && !stage && !state.allowanceLoading ? [chain.activeCaipNetworkId, from?.address, to?.address, quote.fromAmount, quote.toAmount, steps].join(' ') : undefined
  const simulation = useTransactionSimulation(() => controller.simulationRequest(), simulated)
  const gate = useSimulationGate(simulation, () => void (steps === 'batch' ? controller.approveAndSwap() : steps === 'approve' ? controller.approve() : controller.swap()))

  // Once mined, the preview is the swap's result.
  if (state.result) {
    return (
      <>
        <SwapStyles />
        <SwapResult result={state.result} />
      </>
    )
  }
  if (!from || !to || (!quote && !state.quoting && !stage && !error)) {
    return (
      <div className="airlock-center">
        <p className="airlock-muted">{t('swap.review.nothing')}</p>
        <button type="button" className="airlock-secondary" onClick={() => airlock.router.goBack()}>
          {t('swap.review.back')}
        </button>
      </div>
    )
  }
  const approve = controller.needsApproval()
  const batch = controller.batches()
  const busy = Boolean(stage) || state.allowanceLoading || state.quoting
  const action = batch
    ? t(stage === 'approvingAndSwapping' ? 'swap.review.approvingAndSwapping' : 'swap.review.approveAndSwap', { symbol: from.symbol })
    : approve
      ? t(stage === 'approving' ? 'swap.review.approving' : 'swap.review.approve', { symbol: from.symbol })
      : t(stage === 'swapping' ? 'swap.review.swapping' : 'swap.review.swap')
  const [note, noteUnquoted] = batch ? ['swap.review.batchNote', 'swap.review.batchNoteUnquoted'] : ['swap.review.approveNote', 'swap.review.approveNoteUnquoted']
  return (
    <div className="airlock-stack airlock-swap" aria-busy={busy}>
      <SwapStyles />
      <dl className="airlock-swap-summary">
        <div>
          <dt>{t('swap.pay')}</dt>
          <dd><Figure data-testid="swap-preview-from">{quote ? `${formatTokenAmount(BigInt(quote.fromAmount), from.decimals, locale)} ${from.symbol}` : '…'}</Figure></dd>
        </div>
        <div>
          <dt>{t('swap.receive')}</dt>
          <dd><Figure data-testid="swap-preview-to">{quote ? `${formatTokenAmount(BigInt(quote.toAmount), to.decimals, locale)} ${to.symbol}` : '…'}</Figure></dd>
        </div>
        <div>
          <dt>{t('swap.review.network')}</dt>
          <dd>{network?.name ?? chain.activeCaipNetworkId}</dd>
        </div>
        <div>
          <dt>{t('swap.slippage')}</dt>
          <dd><Figure>{t('swap.percent', { percent: new Intl.NumberFormat(locale).format(state.slippage) })}</Figure></dd>
        </div>
      </dl>
      {quote && <QuoteSummary quote={quote} from={from} to={to} />}
      <TransactionSimulation state={simulation} network={network} />
      {approve && !stage && (
        <p className="airlock-swap-note" data-testid="swap-approve-note">
          {/* One span: the note's flex row would lay a sentence's isolated values out as columns. */}
          <span>
            {quote
              ? t.rich(note, { amount: formatTokenAmount(BigInt(quote.maximumSold), from.decimals, locale), symbol: from.symbol })
              : t.rich(noteUnquoted, { symbol: from.symbol })}
          </span>
        </p>
      )}
      {/* The approval is mined: said, and what comes next, so the step that follows is no surprise. */}
      {state.approved && !approve && !stage && (
        <p className="airlock-swap-note airlock-swap-approved" data-testid="swap-approved">
          <span>
            <Icon name="check" size={16} /> {t.rich('swap.review.approved', { symbol: state.approved })}
          </span>
        </p>
      )}
      {error && (
        <p role="alert" className="airlock-error-text">
          {textOf(t, error.message)}
        </p>
      )}
      {stage && (
        <p className="airlock-swap-note">
          <span>
            <Spinner label={t(stageLabels[stage])} /> {t('swap.review.confirm')}
          </span>
        </p>
      )}
      {gate.notice && !stage && (
        <p className="airlock-simulation-confirm" role="alert">
          {gate.notice}
        </p>
      )}
      <div className="airlock-swap-buttons">
        <button type="button" className="airlock-secondary" disabled={Boolean(stage)} onClick={() => airlock.router.goBack()}>
          {t('swap.review.back')}
        </button>
        {/* aria-disabled rather than disabled: a disabled button would drop the focus it holds. */}
        <button
          type="button"
          className="airlock-primary"
          aria-disabled={busy || !quote || gate.phase === 'waiting' || undefined}
          aria-busy={gate.phase === 'waiting' || undefined}
          onClick={() => {
            if (busy || !quote) return
            gate.confirm()
          }}
        >
          {stage ? action : gate.label(action)}
        </button>
      </div>
    </div>
  )
}
