import { type AirlockContext, AirlockError, type CaipAddress, type ChainNamespace, type Network, type Router, type TransactionRequest } from 'airlock/kit'
import type { SendProblem, SendState, SentTransaction } from './SendState.js'

/** Who sends what, where; `reset` clears the form once the wallet has sent it. */
export interface SendTarget {
  namespace: ChainNamespace
  /** The sender. */
  address: string
  network: Network
  request: TransactionRequest
  reset(): void
  /** Lists the sent transaction, keeps it across reloads while pending, and follows it. */
  track(sent: SentTransaction): void
}

// The result replaces the form and its preview: Back from it goes to Account, never to a
// Send button that would pay again. It shows this send alone, never an earlier one.
function showResult(router: Router, hash: string | undefined) {
  const index = router.state.history.findIndex((entry) => entry.view === 'Account')
  if (index >= 0) router.goBackToIndex(index)
  else router.reset('Account')
  router.push('SendStatus', hash ? { hash } : undefined)
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
 * loading on, the wallet asked. A decline shows 'Signature declined' and keeps the form; any
 * other failure before the wallet returns a hash goes back to the form with its message.
 * Once there is a hash the transaction exists: it is tracked (pending, kept across reloads),
 * the form is cleared, the result view shows it, and it is never sent again.
 */
export async function sendThroughWallet(context: AirlockContext, state: SendState, target: SendTarget): Promise<void> {
  const { router } = context
  const { namespace, network, request } = target
  let failure: SendProblem | undefined
  const showFailure = () => {
    state.error = failure
  }
  state.loading = true
  state.stage = 'wallet'
  state.error = undefined
  let hash: string | undefined
  router.pushTransactionStack({ onSuccess: () => showResult(router, hash), onError: showFailure, onCancel: showFailure })
  try {
    hash = await (await context.connection()).sendTransaction(request, namespace)
  } catch (error) {
    const declined = error instanceof AirlockError && error.code === 'USER_REJECTED'
    failure = declined
      ? { field: 'form', id: 'send.error.declined', code: error.code }
      : error instanceof AirlockError
        ? { field: 'form', id: 'send.error.wallet', values: { message: error.shortMessage }, code: error.code }
        : { field: 'form', id: 'send.error.generic' }
    context.logger.warn(declined ? 'The send was declined in the wallet' : 'The send failed', error)
    state.loading = false
    state.stage = undefined
    endWithFailure(router, declined ? 'cancel' : 'error')
    return
  }
  const sent: SentTransaction = {
    hash,
    namespace,
    caipNetworkId: network.caipNetworkId,
    account: `${network.caipNetworkId}:${target.address}` as CaipAddress,
    to: request.to,
    amount: state.sendTokenAmount.trim(),
    symbol: state.token?.symbol ?? network.nativeCurrency.symbol,
    ...(request.token && { token: request.token }),
    sentAt: Date.now(),
    status: 'pending',
  }
  target.reset()
  target.track(sent)
  router.popTransactionStack('success')
}
