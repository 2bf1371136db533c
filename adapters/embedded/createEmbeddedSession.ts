import { type AirlockContext, type CaipAddress, type CaipNetworkId, type ChainNamespace, type ConnectorSession, providerError, type SessionNamespace } from 'airlock/kit'
import type { Approvals } from './createApprovals.js'
import { createEmbeddedProvider, type EmbeddedProvider } from './createEmbeddedProvider.js'
import type { FrameTransport } from './protocol/createFrameTransport.js'
import type { EmbeddedUser } from './protocol/embeddedUserSchema.js'
import { type EmbeddedNamespace, supportedRpcMethods } from './protocol/rpcMethodPolicy.js'

/** An embedded session: a connector session plus what the connector does to it. */
export interface EmbeddedSession extends ConnectorSession {
  readonly user: EmbeddedUser
  /** Ends the session on this side only (the frame already signed out), telling every provider. */
  end(): void
  /**
   * Takes the user as the frame now describes them (another account type: another eip155
   * address) and tells the namespace's provider (`accountsChanged`) when its address moved.
   */
  update(user: EmbeddedUser): void
}

/** What an embedded session is made of. */
export interface EmbeddedSessionOptions {
  context: AirlockContext
  transport: FrameTransport
  approvals: Approvals
  user: EmbeddedUser
  /** The frame's current chain per namespace (CAIP-2). */
  chains: Partial<Record<EmbeddedNamespace, string>>
  /** Whether the frame can reach an app network (its RPC goes through the API, which serves only some). */
  reaches: (caipNetworkId: string) => boolean
  /** Signs out in the frame (at most SPEC §9's 3 s) and forgets the login. */
  signOut: () => Promise<void>
  /** Called after a send the person approved went out (a smart account may have deployed). */
  onSent?: () => void
  /** Called after the eip155 provider moved the frame to another chain. */
  onChainChanged?: () => void
}

/**
 * The session of a signed-in embedded-wallet user: one namespace per account the user holds
 * (eip155, solana), on every network of the app in that namespace the frame can reach, each driven through
 * `createEmbeddedProvider`. It ends when every adapter released it, on `disconnect`, or when
 * the frame reports the session gone.
 */
export function createEmbeddedSession(options: EmbeddedSessionOptions): EmbeddedSession {
  const { context, transport, approvals } = options
  let user = options.user
  const providers = new Map<ChainNamespace, EmbeddedProvider>()
  const inUse = new Set<ChainNamespace>()
  const namespaces: Partial<Record<ChainNamespace, SessionNamespace>> = {}
  let ended = false

  for (const account of user.accounts) {
    const { namespace } = account
    const current = options.chains[namespace]
    const appChains = context.chain.state.networks
      .filter((network) => network.chainNamespace === namespace && options.reaches(network.caipNetworkId))
      .map((network) => network.caipNetworkId as string)
    const chains = [...new Set([...(current ? [current] : []), ...appChains])] as CaipNetworkId[]
    namespaces[namespace] = {
      accounts: chains.map((chain) => `${chain}:${account.address}` as CaipAddress),
      chains,
      methods: supportedRpcMethods(namespace),
      events: ['accountsChanged', 'chainChanged'],
    }
  }

  const end = () => {
    if (ended) return false
    ended = true
    approvals.rejectAll()
    for (const provider of providers.values()) provider.emit('disconnect', providerError(4900, 'The embedded wallet session ended'))
    return true
  }

  const session: EmbeddedSession = {
    id: `embedded:${user.accounts.map((account) => account.address).join(',')}`,
    peer: { name: user.email ?? 'Email wallet', url: '', icons: [] },
    namespaces,
    get user() {
      return user
    },
    provider(namespace) {
      const held = namespaces[namespace]
      if (ended || !held?.accounts.length || (namespace !== 'eip155' && namespace !== 'solana')) return undefined
      inUse.add(namespace)
      let provider = providers.get(namespace)
      if (!provider) {
        provider = createEmbeddedProvider(namespace, {
          context,
          transport,
          approvals,
          chain: held.chains[0]!,
          chains: () => held.chains,
          ...(options.onSent && { onSent: options.onSent }),
          ...(options.onChainChanged && { onChainChanged: options.onChainChanged }),
          release: async () => {
            inUse.delete(namespace)
            if (!inUse.size) await session.disconnect()
          },
        })
        providers.set(namespace, provider)
      }
      return provider
    },
    async disconnect() {
      if (end()) await options.signOut()
    },
    end() {
      end()
    },
    update(next) {
      const moved = next.accounts.filter((account) => user.accounts.find((a) => a.namespace === account.namespace)?.address !== account.address)
      user = next
      for (const account of moved) {
        const held = namespaces[account.namespace]
        if (!held) continue
        held.accounts = held.chains.map((chain) => `${chain}:${account.address}` as CaipAddress)
        providers.get(account.namespace)?.emit('accountsChanged', [account.address])
      }
    },
  }
  return session
}
