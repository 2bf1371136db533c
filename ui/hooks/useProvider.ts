import type { ChainNamespace, ProviderRegistry } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useProxyState } from '../kit/useProxyState.js'

/**
 * The wallet connected on `namespace` for the host's own libraries (`airlock.getProvider`):
 * an EIP-1193 provider on eip155, a wallet-standard wallet on solana, undefined when none is
 * connected. Re-renders on connect, disconnect, account and chain changes.
 *
 * @example
 * const provider = useProvider('eip155')
 * const client = useMemo(() => provider && createWalletClient({ transport: custom(provider) }), [provider])
 */
export function useProvider<N extends keyof ProviderRegistry & ChainNamespace>(namespace: N): ProviderRegistry[N] | undefined {
  const airlock = useAirlockInstance()
  useProxyState(airlock.chain.state)
  return airlock.getProvider(namespace)
}
