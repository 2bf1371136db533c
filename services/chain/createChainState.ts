import { proxy } from 'valtio/vanilla'
import type { AccountEntry } from '../../kernel/adapters/ChainAdapter.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { Network } from '../../chains/networks/Network.js'

/** A token balance as the account's Tokens tab shows it. */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  iconUrl?: string
  quantity: { decimals: string; numeric: string }
}

/** The wallet behind a namespace's connection, as the modal names it. Features add fields by declaration merging. */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  /** The wallet id the connection was made with (an rdns, a registry id, a connector's name). */
  identifier?: string
}

/**
 * The connected account of one chain namespace (SPEC §3). Features add the fields only they
 * fill (a social login's provider, a smart account's deployment) by declaration merging.
 */
export interface AccountState {
  status: 'connecting' | 'connected' | 'disconnected'
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  currentTab: number
  tokenBalance: TokenBalance[]
  addressLabels: Record<string, string>
  allAccounts: AccountEntry[]
  connectedWalletInfo?: ConnectedWalletInfo
  /** The networks the connection can reach when it is bound to a list (a connector's session); undefined: any. */
  caipNetworkIds?: readonly CaipNetworkId[]
  balanceLoading?: boolean
  lastRetry?: number
}

/** The observable state of networks and accounts. */
export interface ChainState {
  networks: Network[]
  activeCaipNetworkId: CaipNetworkId
  activeNamespace: ChainNamespace
  accounts: Partial<Record<ChainNamespace, AccountState>>
  /** The connected wallet's network when the app does not support it; undefined otherwise. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
}

/** Networks and per-namespace accounts of one kernel. */
export interface ChainStore {
  readonly state: ChainState
  activeNetwork(): Network
  activeAccount(): AccountState | undefined
  /** The active namespace's CAIP-10 address when connected. */
  activeCaipAddress(): CaipAddress | undefined
  networkById(caipNetworkId: string): Network | undefined
  setActiveNetwork(caipNetworkId: string): void
  setAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void
  removeAccount(namespace: ChainNamespace): void
}

/** Creates the chain state of one kernel from its configured networks. */
export function createChainState(networks: Network[], defaultNetwork: string): ChainStore {
  const first = networks.find((network) => network.caipNetworkId === defaultNetwork) ?? networks[0]!
  const state = proxy<ChainState>({
    networks,
    activeCaipNetworkId: first.caipNetworkId,
    activeNamespace: first.chainNamespace,
    accounts: {},
    unsupportedCaipNetworkId: undefined,
  })

  const networkById = (id: string) =>
    state.networks.find((network) => network.caipNetworkId === id || network.deprecatedCaipNetworkId === id)

  return {
    state,
    networkById,
    activeNetwork: () => networkById(state.activeCaipNetworkId) ?? first,
    activeAccount: () => state.accounts[state.activeNamespace],
    activeCaipAddress() {
      const account = state.accounts[state.activeNamespace]
      return account?.status === 'connected' ? account.caipAddress : undefined
    },
    setActiveNetwork(caipNetworkId) {
      const network = networkById(caipNetworkId)
      if (!network) return
      state.activeCaipNetworkId = network.caipNetworkId
      state.activeNamespace = network.chainNamespace
    },
    setAccount(namespace, patch) {
      const current = state.accounts[namespace]
      if (current) Object.assign(current, patch)
      else
        state.accounts[namespace] = {
          status: 'disconnected',
          currentTab: 0,
          tokenBalance: [],
          addressLabels: {},
          allAccounts: [],
          ...patch,
        }
    },
    removeAccount(namespace) {
      delete state.accounts[namespace]
    },
  }
}
