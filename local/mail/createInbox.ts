import type { InboxMessage } from './InboxMessage.js'

/** Messages the local inbox keeps; the oldest go first past this many. */
export const INBOX_CAPACITY = 1000

/** The local inbox's store: messages in memory, newest first, with waiters for the next one. */
export interface Inbox {
  add(message: InboxMessage): void
  /** Newest first; only those to `to` (case-insensitive) when given. */
  list(to?: string): InboxMessage[]
  /** Resolves with the first message to `to` that `match` accepts, now or when it arrives. */
  waitFor(to: string, match?: (message: InboxMessage) => boolean, timeoutMs?: number): Promise<InboxMessage>
}

/** Creates an empty inbox. It is a development tool: nothing is kept across restarts. */
export function createInbox(): Inbox {
  const messages: InboxMessage[] = []
  const waiters = new Set<(message: InboxMessage) => void>()
  const list = (to?: string) => (to === undefined ? [...messages] : messages.filter((m) => m.to === to.toLowerCase()))
  return {
    add(message) {
      messages.unshift(message)
      messages.length = Math.min(messages.length, INBOX_CAPACITY)
      for (const wake of [...waiters]) wake(message)
    },
    list,
    waitFor(to, match = () => true, timeoutMs = 15_000) {
      const wanted = (m: InboxMessage) => m.to === to.toLowerCase() && match(m)
      const found = list().find(wanted)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const wake = (m: InboxMessage) => {
          if (!wanted(m)) return
          waiters.delete(wake)
          clearTimeout(timer)
          resolve(m)
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`No message to ${to} arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(wake)
      })
    },
  }
}
