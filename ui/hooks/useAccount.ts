import type { AccountState, CaipAddress, ChainNamespace } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useProxyState } from '../kit/useProxyState.js'

/** The connected account of a namespace. */
export interface UseAccountReturn {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountState['status']
  namespace: ChainNamespace
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
}

/**
 * The account connected on `namespace` (default: the active namespace); re-renders on change.
 */
export function useAccount(options: { namespace?: ChainNamespace } = {}): UseAccountReturn {
  const airlock = useAirlockInstance()
  const chain = useProxyState(airlock.chain.state)
  const namespace = options.namespace ?? chain.activeNamespace
  const account = chain.accounts[namespace]
  const isConnected = account?.status === 'connected' && Boolean(account.address)
  return {
    address: isConnected ? account?.address : undefined,
    caipAddress: isConnected ? account?.caipAddress : undefined,
    isConnected,
    status: account?.status ?? 'disconnected',
    namespace,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
  }
}
