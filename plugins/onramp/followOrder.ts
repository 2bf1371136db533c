import type { AirlockContext } from 'airlock/kit'
import type { OnrampOrder, OnrampState } from './OnrampState.js'

/** How often an order's status is read, in ms. */
export const ORDER_POLL_MS = 1000

/**
 * Follows `state.order` until it ends: a sandbox order by its status on the API, a real
 * provider's checkout until its window closes (the balance then shows what arrived). Calls
 * `delivered` once when the order completes; returns a function that stops following.
 */
export function followOrder(context: Pick<AirlockContext, 'api' | 'logger'>, state: OnrampState, popup: Window | null, delivered: () => void): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const order = state.order
  const finish = (next: Partial<OnrampOrder>) => {
    if (!state.order) return
    state.order = { ...state.order, ...next }
    if (next.status === 'completed') delivered()
  }
  const tick = async () => {
    if (stopped || !order) return
    if (order.id) {
      try {
        const answer = await context.api.get<{ status: OnrampOrder['status']; txHash?: string | null; cryptoAmount?: string | null }>(`/v1/onramp/orders/${order.id}`)
        if (stopped) return
        const next = { status: answer.status, txHash: answer.txHash ?? undefined, cryptoAmount: answer.cryptoAmount ?? undefined }
        if (answer.status === 'completed' || answer.status === 'failed') return finish(next)
        if (state.order) state.order = { ...state.order, ...next }
      } catch (error) {
        context.logger.warn('The order could not be read; trying again', error)
      }
    } else if (popup?.closed) {
      return finish({ status: 'completed' })
    }
    timer = setTimeout(() => void tick(), ORDER_POLL_MS)
  }
  void tick()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
