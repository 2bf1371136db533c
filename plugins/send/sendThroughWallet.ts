import { type AirlockContext, AirlockError, type ChainNamespace, type Network, type Router, type TransactionRequest } from 'airlock'
import type { SendProblem, SendState } from './SendState.js'
import { trackPending } from './trackPending.js'

/** Who sends what, where; `reset` clears the form once the send is done. */
export interface SendTarget {
  namespace: ChainNamespace
  /** The sender. */
  address: string
  network: Network
  request: TransactionRequest
  reset(): void
}

function returnToAccount(router: Router) {
  const index = router.state.history.findIndex((entry) => entry.view === 'Account')
  if (index >= 0) router.goBackToIndex(index)
  else router.reset('Account')
}

// The router goes back from the view a failed flow ends on, so the flow ends on the preview
// even if the person looked elsewhere while the wallet was open: an error lands on the form
// with its message. A decline is no reason to lose anything: the preview comes back, with
// every value as typed, to try again.
function endWithFailure(router: Router, result: 'error' | 'cancel') {
  if (router.state.view !== 'SendPreview') router.push('SendPreview')
  router.popTransactionStack(result)
  if (result === 'cancel') router.push('SendPreview')
}

/**
 * Sends `target.request` through the wallet as one transaction-stack flow (SPEC §2, §4):
 * loading on; the wallet asked; the transaction tracked as pending until mined; then the
 * balance refreshed, `send:completed` and `account:activity` emitted, the form reset and
 * Account shown. A decline shows 'Signature declined' and keeps the form; any other
 * failure goes back to the form with its message.
 */
export async function sendThroughWallet(context: AirlockContext, state: SendState, target: SendTarget): Promise<void> {
  const { router, bus } = context
  const { namespace, network, request } = target
  let failure: SendProblem | undefined
  const showFailure = () => {
    state.error = failure
  }
  state.loading = true
  state.stage = 'wallet'
  state.error = undefined
  router.pushTransactionStack({ onSuccess: () => returnToAccount(router), onError: showFailure, onCancel: showFailure })
  try {
    const connection = await context.connection()
    const hash = await connection.sendTransaction(request, namespace)
    state.pending = trackPending(state.pending, { hash, namespace, caipNetworkId: network.caipNetworkId, sentAt: Date.now() })
    state.stage = 'mining'
    const receipt = await connection.waitForTransaction(hash, namespace)
    state.pending = state.pending.filter((pending) => pending.hash !== hash)
    if (receipt.status !== 'success') throw new AirlockError('TRANSACTION_REVERTED', 'The transaction failed on chain', { details: hash })
    await connection.refreshBalance(namespace, { force: true }).catch((error: unknown) => context.logger.warn('The balance could not be refreshed', error))
    bus.emit('send:completed', {
      hash,
      namespace,
      caipNetworkId: network.caipNetworkId,
      from: target.address,
      to: request.to,
      amount: state.sendTokenAmount.trim(),
      symbol: state.token?.symbol ?? network.nativeCurrency.symbol,
      ...(request.token && { token: request.token }),
    })
    // The kernel's signal that the account has new activity: its lists refresh without
    // waiting for the API to notice the transaction.
    bus.emit('account:activity', { namespace, caipAddress: `${network.caipNetworkId}:${target.address}`, hash })
    target.reset()
    router.popTransactionStack('success')
  } catch (error) {
    const declined = error instanceof AirlockError && error.code === 'USER_REJECTED'
    failure = { field: 'form', message: declined ? 'Signature declined' : error instanceof AirlockError ? error.shortMessage : 'Something went wrong' }
    context.logger.warn(declined ? 'The send was declined in the wallet' : 'The send failed', error)
    state.loading = false
    state.stage = undefined
    endWithFailure(router, declined ? 'cancel' : 'error')
  }
}
