import { type AirlockContext, parseCaipAddress } from 'airlock/kit'
import type { SendState, SentTransaction } from './SendState.js'
import { writePendingSends } from './storedPendingSends.js'

/** How long after a failed check a pending transaction is checked again. */
export const FOLLOW_RETRY_MS = 10_000

/** Follows sent transactions until mined; they are never sent again. */
export interface SendFollower {
  /**
   * Waits for the pending transaction `hash` of `state.sent` to be mined, then marks it
   * confirmed or failed, forgets it in storage and, when confirmed, refreshes the balance and
   * emits `send:completed` and `account:activity`. When the network cannot be reached it
   * says so on the entry and checks again after FOLLOW_RETRY_MS (or at once when called again).
   */
  follow(hash: string): Promise<void>
  stop(): void
}

/**
 * Creates the follower of one send controller; loaded only once there is something to
 * follow (a send, or a pending one kept by an earlier page).
 */
export function createSendFollower(context: AirlockContext, state: SendState): SendFollower {
  const { chain, bus, storage } = context
  const following = new Set<string>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let stopped = false
  const entry = (hash: string) => state.sent.find((item) => item.hash === hash)

  async function follow(hash: string) {
    const sent = entry(hash)
    // A transaction is followed on its own network only (the account's CAIP-10 names it).
    if (stopped || sent?.status !== 'pending' || following.has(hash) || sent.caipNetworkId !== chain.state.activeCaipNetworkId) return
    following.add(hash)
    clearTimeout(timers.get(hash))
    try {
      const connection = await context.connection()
      const receipt = await connection.waitForTransaction(hash, sent.namespace)
      const done = entry(hash)
      if (!done) return
      Object.assign(done, { status: receipt.status === 'success' ? 'confirmed' : 'failed', checkError: undefined })
      writePendingSends(storage, done.account, state.sent)
      if (done.status !== 'confirmed') return
      await connection.refreshBalance(done.namespace, { force: true }).catch((error: unknown) => context.logger.warn('The balance could not be refreshed', error))
      bus.emit('send:completed', {
        hash,
        namespace: done.namespace,
        caipNetworkId: done.caipNetworkId,
        from: parseCaipAddress(done.account).address,
        to: done.to,
        amount: done.amount,
        symbol: done.symbol,
        ...(done.token && { token: done.token }),
      })
      // The kernel's signal that the account has new activity: its lists refresh without
      // waiting for the API to notice the transaction.
      bus.emit('account:activity', { namespace: done.namespace, caipAddress: done.account, hash })
    } catch (error) {
      context.logger.warn('A sent transaction could not be checked', error)
      const pending = entry(hash)
      if (!pending || stopped) return
      pending.checkError = 'send.result.unreachable'
      timers.set(hash, setTimeout(() => void follow(hash), FOLLOW_RETRY_MS))
    } finally {
      following.delete(hash)
    }
  }

  return {
    follow,
    stop() {
      stopped = true
      for (const timer of timers.values()) clearTimeout(timer)
    },
  }
}
