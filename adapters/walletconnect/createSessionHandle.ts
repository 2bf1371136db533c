import { type ChainNamespace, type Logger, providerError, type ConnectorSession } from 'airlock/kit'
import { createNamespaceProvider, type NamespaceProvider } from './createNamespaceProvider.js'
import { readSessionNamespaces } from './readSessionNamespaces.js'
import type { SessionStruct, WalletConnectClient } from './WalletConnectClient.js'

interface SessionEventArgs {
  topic: string
  params: { chainId: string; event: { name: string; data: unknown } }
}

// Accounts arrive as CAIP-10 ids or, from some wallets, as bare addresses.
const addressesOf = (accounts: unknown): string[] =>
  Array.isArray(accounts) ? accounts.filter((item): item is string => typeof item === 'string').map((item) => item.split(':').pop()!) : []

/** The accounts of `namespace` on `chain`, current chain first, as a browser wallet lists them. */
function accountsOn(session: ConnectorSession, namespace: ChainNamespace, chain: string): string[] {
  const accounts = session.namespaces[namespace]?.accounts ?? []
  const ordered = [...accounts.filter((account) => account.startsWith(`${chain}:`)), ...accounts]
  return [...new Set(addressesOf(ordered))]
}

/**
 * Wraps the client's current session as a `ConnectorSession`: one provider per
 * namespace, the wallet's session events (accountsChanged, chainChanged, session updates)
 * delivered to the provider of their namespace, and the session's end, from either side,
 * delivered to all of them as `disconnect`. The session is deleted once every namespace
 * that took a provider has released it.
 */
export function createSessionHandle(client: WalletConnectClient, struct: SessionStruct, logger: Logger): ConnectorSession {
  const { topic } = struct
  const namespaces = readSessionNamespaces(struct.namespaces)
  const providers = new Map<ChainNamespace, NamespaceProvider>()
  const inUse = new Set<ChainNamespace>()
  let ended = false

  const onEvent = ({ topic: from, params }: SessionEventArgs) => {
    const namespace = params.chainId.split(':')[0] as ChainNamespace
    const provider = from === topic ? providers.get(namespace) : undefined
    if (!provider) return
    const { name, data } = params.event
    if (name === 'accountsChanged') provider.emit('accountsChanged', addressesOf(data))
    if (name === 'chainChanged') {
      const reference = typeof data === 'string' && data.includes(':') ? data.split(':')[1]! : String(data ?? '')
      const id = Number(reference)
      provider.emit('chainChanged', namespace === 'eip155' && Number.isSafeInteger(id) ? `0x${id.toString(16)}` : `${namespace}:${reference}`)
    }
  }
  const onUpdate = ({ topic: from, params }: { topic: string; params: { namespaces: SessionStruct['namespaces'] } }) => {
    if (from !== topic) return
    const before = new Map([...providers].map(([namespace, provider]) => [namespace, accountsOn(handle, namespace, provider.chain()).join()]))
    Object.assign(namespaces, readSessionNamespaces(params.namespaces))
    for (const [namespace, provider] of providers) {
      const after = accountsOn(handle, namespace, provider.chain())
      if (after.join() !== before.get(namespace)) provider.emit('accountsChanged', after)
    }
  }
  const onEnd = ({ topic: from }: { topic: string }) => {
    if (from === topic) end()
  }
  const end = () => {
    if (ended) return false
    ended = true
    client.removeListener('session_event', onEvent)
    client.removeListener('session_update', onUpdate)
    client.removeListener('session_delete', onEnd)
    client.client.off('session_expire', onEnd)
    for (const provider of providers.values()) provider.emit('disconnect', providerError(4900, 'The WalletConnect session ended'))
    return true
  }

  client.on('session_event', onEvent)
  client.on('session_update', onUpdate)
  client.on('session_delete', onEnd)
  client.client.on('session_expire', onEnd)

  const handle: ConnectorSession = {
    id: topic,
    peer: { name: struct.peer.metadata.name, url: struct.peer.metadata.url, icons: struct.peer.metadata.icons ?? [] },
    namespaces,
    provider(namespace) {
      if (ended || !namespaces[namespace]?.accounts.length) return undefined
      inUse.add(namespace)
      let provider = providers.get(namespace)
      if (!provider) {
        provider = createNamespaceProvider(client, namespace, { topic, approved: () => namespaces[namespace]! }, async () => {
          inUse.delete(namespace)
          if (!inUse.size) await handle.disconnect()
        })
        providers.set(namespace, provider)
      }
      return provider
    },
    async disconnect() {
      if (!end()) return
      // The wallet sees session_delete; a session it already ended needs no more.
      await client.disconnect().catch((error: unknown) => logger.debug('The WalletConnect session was already gone', error))
    },
  }
  return handle
}
