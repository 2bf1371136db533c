import { createSocketClient, type SocketClient, type SocketSubscription } from '../api/createSocketClient.js'
import type { CaipAddress, ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { AirlockContext } from '../../kernel/context.js'

/** Follows the connected accounts through the API's live socket. */
export interface LiveUpdates {
  /** Follows `caipAddress` for `namespace`, replacing what was followed there before. */
  watch(namespace: ChainNamespace, caipAddress: CaipAddress): Promise<void>
  unwatch(namespace: ChainNamespace): Promise<void>
  close(): void
}

/** The API's live socket: same host, websocket scheme, `/ws`. */
export function liveSocketUrl(apiUrl: string): string {
  const url = new URL(apiUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/ws`
  return url.toString()
}

/**
 * Creates the live updates of one kernel: a push about an account becomes
 * `account:balanceChanged` and `account:activity` on the bus, so the balance, the Tokens tab
 * and Activity refresh without a reload.
 */
export function createLiveUpdates(context: Pick<AirlockContext, 'config' | 'bus' | 'logger'>): LiveUpdates {
  const followed = new Map<ChainNamespace, Promise<SocketSubscription | undefined>>()
  let client: SocketClient | undefined
  let loggedIn: Promise<void> | undefined

  function connect() {
    if (!context.config.apiUrl || typeof WebSocket === 'undefined') return undefined
    client ??= createSocketClient({ url: liveSocketUrl(context.config.apiUrl) })
    loggedIn ??= client.login(context.config.projectId)
    return client
  }

  async function unwatch(namespace: ChainNamespace) {
    const subscription = await followed.get(namespace)
    followed.delete(namespace)
    await subscription?.unsubscribe()
  }

  return {
    async watch(namespace, caipAddress) {
      await unwatch(namespace)
      const socket = connect()
      if (!socket) return
      const subscription = loggedIn!
        .then(() =>
          socket.subscribe(`account:${caipAddress}`, (result) => {
            const push = result as { kind?: string; hash?: string }
            if (push.kind === 'balance') context.bus.emit('account:balanceChanged', { namespace, caipAddress })
            if (push.kind === 'activity') context.bus.emit('account:activity', { namespace, caipAddress, ...(push.hash && { hash: push.hash }) })
          }),
        )
        .catch((error: unknown) => {
          context.logger.warn('Live updates are unavailable', error)
          return undefined
        })
      followed.set(namespace, subscription)
      await subscription
    },
    unwatch,
    close() {
      client?.close()
      client = undefined
      loggedIn = undefined
      followed.clear()
    },
  }
}
