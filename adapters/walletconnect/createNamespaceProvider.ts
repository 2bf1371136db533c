import { type ChainNamespace, createSessionListeners, providerError, type SessionNamespace, type SessionProvider } from 'airlock/kit'
import { switchSessionChain } from './switchSessionChain.js'
import { toProviderError } from './toProviderError.js'
import type { WalletConnectClient } from './WalletConnectClient.js'

/** A namespace provider, plus what its session needs to drive it. */
export interface NamespaceProvider extends SessionProvider {
  /** Delivers one of the provider's events to its listeners. */
  emit(event: string, ...args: unknown[]): void
  /** The CAIP-2 chain requests go to now. */
  chain(): string
}

// Methods only a wallet can answer. Left unapproved they are refused here, rather than
// routed to the network's RPC node as the client would, which would fail obscurely.
const walletOnly = /^(personal_sign|eth_sign|eth_signTypedData(_v\d)?|eth_sendTransaction|eth_signTransaction|wallet_\w+|solana_\w+)$/

/**
 * The EIP-1193-shaped view of one namespace of a session (see `SessionProvider`).
 * `approved` reads the namespace as it stands now, since the wallet may update it.
 */
export function createNamespaceProvider(
  client: WalletConnectClient,
  namespace: ChainNamespace,
  session: { topic: string; approved(): SessionNamespace },
  release: () => Promise<void>,
): NamespaceProvider {
  const listeners = createSessionListeners()
  const chain = () => {
    const reference = client.rpcProviders[namespace]?.getDefaultChain()
    return reference ? `${namespace}:${reference}` : (session.approved().chains[0] ?? `${namespace}:`)
  }

  const provider: NamespaceProvider = {
    chain,
    async request({ method, params }) {
      if (namespace === 'eip155' && method === 'wallet_switchEthereumChain') {
        const before = chain()
        const after = await switchSessionChain(client, session.topic, session.approved(), before, params)
        // A browser wallet announces its new chain; so does the session, for the adapter.
        if (after !== before) provider.emit('chainChanged', `0x${Number(after.split(':')[1]).toString(16)}`)
        return null
      }
      if (walletOnly.test(method) && !session.approved().methods.includes(method)) {
        throw providerError(4200, `The wallet did not approve ${method} in this session`)
      }
      try {
        return await client.request({ method, ...(params !== undefined && { params }) }, chain())
      } catch (error) {
        throw toProviderError(error)
      }
    },
    useChain(chains) {
      const held = session.approved().chains as readonly string[]
      const target = chains.find((candidate) => held.includes(candidate))
      if (!target) throw providerError(4902, `The wallet did not approve ${chains[0] ?? 'that network'} in this session`)
      client.setDefaultChain(target)
      return target
    },
    ...listeners,
    release,
  }
  return provider
}
