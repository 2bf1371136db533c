import type { AirlockContext, ConnectorSession } from 'airlock/kit'
import type { WalletConnectConnector } from './WalletConnectConnector.js'
import { createSessionHandle } from './createSessionHandle.js'
import { type ClientOptions, createUniversalProvider } from './createUniversalProvider.js'
import { oneClickAuth } from './oneClickAuth.js'
import { pairWithWallet } from './pairWithWallet.js'
import { preferAppChains } from './preferAppChains.js'
import { requestedNamespaces } from './requestedNamespaces.js'
import type { WalletConnectClient } from './WalletConnectClient.js'

/** Options of `createWalletConnectConnector`, for tests and Node. */
export interface WalletConnectConnectorOptions extends ClientOptions {
  /** Makes the client; default `createUniversalProvider`. */
  createClient?: (context: AirlockContext) => Promise<WalletConnectClient>
}

/**
 * The WalletConnect side of one kernel: a single protocol client, created on first use,
 * that pairs with wallets (proposing every namespace of the app's networks) and restores
 * the session a previous page load left.
 */
export function createWalletConnectConnector(context: AirlockContext, options: WalletConnectConnectorOptions = {}): WalletConnectConnector {
  const createClient = options.createClient ?? ((ctx: AirlockContext) => createUniversalProvider(ctx.config, options))
  let client: Promise<WalletConnectClient> | undefined
  let current: ConnectorSession | undefined

  const getClient = () => {
    client ??= createClient(context)
    // A client that failed to start (relay down) is made again on the next attempt.
    client.catch(() => (client = undefined))
    return client
  }
  const wrap = (provider: WalletConnectClient) => {
    if (current?.id !== provider.session?.topic) current = createSessionHandle(provider, provider.session!, context.logger)
    return current!
  }

  return {
    async pair(onPairing, signal) {
      const provider = await getClient()
      // A person pairs only when not connected over WalletConnect: a session still held is
      // a leftover, and the client keeps only one.
      if (provider.session) await wrap(provider).disconnect()
      const namespaces = requestedNamespaces(context.chain.state.networks)
      await pairWithWallet(provider, { namespaces, onPairing, signal, authenticate: await oneClickAuth(context, namespaces) })
      preferAppChains(provider, context.chain)
      return wrap(provider)
    },
    async restore() {
      const provider = await getClient()
      const session = provider.session
      return session && session.expiry * 1000 > Date.now() ? wrap(provider) : undefined
    },
  }
}
