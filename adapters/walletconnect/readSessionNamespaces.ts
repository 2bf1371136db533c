import { type CaipAddress, type CaipNetworkId, type ChainNamespace, isChainNamespace, type SessionNamespace } from 'airlock/kit'
import type { SessionStruct } from './WalletConnectClient.js'

const chainOf = (account: string) => account.split(':').slice(0, 2).join(':')

/**
 * The approved namespaces of a session, keyed by Airlock's namespace names. Keys such as
 * `eip155:1` (one chain written into the key) are merged into their namespace; chains the
 * wallet left out are read from its accounts; namespaces Airlock does not model are dropped.
 */
export function readSessionNamespaces(namespaces: SessionStruct['namespaces']): Partial<Record<ChainNamespace, SessionNamespace>> {
  const result: Partial<Record<ChainNamespace, SessionNamespace>> = {}
  for (const [key, approved] of Object.entries(namespaces)) {
    const name = key.split(':')[0]!
    if (!isChainNamespace(name)) continue
    const entry = (result[name] ??= { accounts: [], chains: [], methods: [], events: [] })
    const chains = key.includes(':') ? [key] : (approved.chains ?? approved.accounts.map(chainOf))
    const add = <T extends string>(list: T[], values: readonly string[]) => {
      for (const value of values) if (!list.includes(value as T)) list.push(value as T)
    }
    add<CaipAddress>(entry.accounts, approved.accounts)
    add<CaipNetworkId>(entry.chains, chains)
    add(entry.methods, approved.methods)
    add(entry.events, approved.events)
  }
  return result
}
