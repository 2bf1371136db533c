import type { CaipNetworkId, ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { Connector } from '../../kernel/connectors/defineConnector.js'
import type { AirlockContext } from '../../kernel/context.js'
import type { LiveUpdates } from '../live/createLiveUpdates.js'
import { type BalanceFetcher, createBalanceFetcher } from './createBalanceFetcher.js'
import { createIdentityResolver, type IdentityResolver } from './createIdentityResolver.js'

/**
 * The wallet session remembered across page loads: the namespace the person was on, its
 * wallet's id (or a connector's name) and the network they were on.
 */
export interface StoredConnection {
  namespace: ChainNamespace
  walletId: string
  /** Absent in what an earlier version remembered. */
  caipNetworkId?: CaipNetworkId
}

/**
 * What the connection actions of one instance share: its context, caches, the adapters'
 * event subscriptions, the connectors loaded so far and the API's live socket. Each action
 * takes it first, as viem's actions take a client.
 */
export interface ConnectionScope {
  readonly context: AirlockContext
  readonly balances: BalanceFetcher
  readonly identities: IdentityResolver
  /** Stops following the adapter of each connected namespace. */
  readonly listening: Map<ChainNamespace, () => void>
  /** The connectors' code, loaded on first use, by name. */
  readonly connectors: Map<string, Promise<Connector>>
  /** The API's live socket; its code loads with the first connected account. */
  live?: Promise<LiveUpdates>
}

/** Creates the connection scope of one instance. */
export function createConnectionScope(context: AirlockContext): ConnectionScope {
  return {
    context,
    balances: createBalanceFetcher(),
    identities: createIdentityResolver(context.api, context.storage),
    listening: new Map(),
    connectors: new Map(),
  }
}
