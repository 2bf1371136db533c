import { type AirlockContext, parseCaipAddress } from 'airlock'
import type { SendState, SentTransaction } from './SendState.js'
import { readPendingSends, writePendingSends } from './storedPendingSends.js'
import { trackPending } from './trackPending.js'

/** How long after a failed check a pending transaction is checked again. */
export const FOLLOW_RETRY_MS = 10_000

/** Follows sent transactions until mined; they are never sent again. */
export interface SendFollower {
  /** Lists `sent`, keeps it (while pending) for the account across reloads, and follows it. */
  add(sent: SentTransaction): void
  /** Checks a pending transaction now ("Check again"); it is checked again after a failure anyway. */
  follow(hash: string): Promise<void>
  /** Lists and follows the pending sends an earlier page kept for the connected account. */
  restore(): void
  stop(): void
}

/** The network's answer on one pending transaction: mined (then events and balance), or checked again later. */
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
      pending.checkError = 'The network could not be reached to check it'
      timers.set(hash, setTimeout(() => void follow(hash), FOLLOW_RETRY_MS))
    } finally {
      following.delete(hash)
    }
  }

  return {
    add(sent) {
      state.sent = trackPending(state.sent, sent)
      writePendingSends(storage, sent.account, state.sent)
      void follow(sent.hash)
    },
    follow,
    restore() {
      const account = chain.state.accounts[chain.state.activeNamespace]?.caipAddress
      if (!account) return
      for (const stored of readPendingSends(storage, account)) {
        if (!entry(stored.hash)) state.sent = trackPending(state.sent, stored)
        void follow(stored.hash)
      }
    },
    stop() {
      stopped = true
      for (const timer of timers.values()) clearTimeout(timer)
    },
  }
}
