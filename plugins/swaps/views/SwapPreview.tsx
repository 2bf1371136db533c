import { Spinner, useAirlockInstance, useAnnouncement, useProxyState, useViewTitle } from 'airlock/react/kit'
import { amountText } from '../swapFigures.js'
import { SwapStyles } from '../SwapStyles.js'
import { useSwapController } from '../useSwapController.js'
import { QuoteSummary } from './QuoteSummary.js'

/**
 * What the swap sells and buys at the current quote, on which network, and for what fee;
 * an approve step first when the sold token's allowance is short, then Swap.
 */
export default function SwapPreview() {
  useViewTitle('Review swap')
  const airlock = useAirlockInstance()
  const chain = useProxyState(airlock.chain.state)
  const { controller, state } = useSwapController()
  const { from, to, quote, stage, error } = state
  useAnnouncement(stage && `${stage === 'approving' ? 'Approving' : 'Swapping'}: confirm in your wallet, then wait for the network`)
  const network = airlock.chain.networkById(chain.activeCaipNetworkId)

  if (!from || !to || (!quote && !state.quoting && !stage && !error)) {
    return (
      <div className="airlock-center">
        <p className="airlock-muted">Nothing to swap yet.</p>
        <button type="button" className="airlock-secondary" onClick={() => airlock.router.goBack()}>
          Back
        </button>
      </div>
    )
  }
  const approve = controller.needsApproval()
  const busy = Boolean(stage) || state.allowanceLoading || state.quoting
  const action = approve ? (stage === 'approving' ? `Approving ${from.symbol}…` : `Approve ${from.symbol}`) : stage === 'swapping' ? 'Swapping…' : 'Swap'
  return (
    <div className="airlock-stack airlock-swap" aria-busy={busy}>
      <SwapStyles />
      <dl className="airlock-swap-summary">
        <div>
          <dt>You pay</dt>
          <dd data-testid="swap-preview-from">{quote ? `${amountText(BigInt(quote.fromAmount), from.decimals, 6)} ${from.symbol}` : '…'}</dd>
        </div>
        <div>
          <dt>You receive</dt>
          <dd data-testid="swap-preview-to">{quote ? `${amountText(BigInt(quote.toAmount), to.decimals, 6)} ${to.symbol}` : '…'}</dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>{network?.name ?? chain.activeCaipNetworkId}</dd>
        </div>
        <div>
          <dt>Slippage</dt>
          <dd>{state.slippage} %</dd>
        </div>
      </dl>
      {quote && <QuoteSummary quote={quote} from={from} to={to} />}
      {approve && !stage && (
        <p className="airlock-swap-note" data-testid="swap-approve-note">
          First allow the exchange to take {quote ? amountText(BigInt(quote.maximumSold), from.decimals, 6) : 'the'} {from.symbol}, then swap.
        </p>
      )}
      {error && (
        <p role="alert" className="airlock-error-text">
          {error.message}
        </p>
      )}
      {stage && (
        <p className="airlock-swap-note">
          <span>
            <Spinner label={stage === 'approving' ? 'Approving' : 'Swapping'} /> Confirm in your wallet, then wait for the network
          </span>
        </p>
      )}
      <div className="airlock-swap-buttons">
        <button type="button" className="airlock-secondary" disabled={Boolean(stage)} onClick={() => airlock.router.goBack()}>
          Back
        </button>
        {/* aria-disabled rather than disabled: a disabled button would drop the focus it holds. */}
        <button
          type="button"
          className="airlock-primary"
          aria-disabled={busy || !quote || undefined}
          onClick={() => {
            if (busy || !quote) return
            void (approve ? controller.approve() : controller.swap())
          }}
        >
          {action}
        </button>
      </div>
    </div>
  )
}
