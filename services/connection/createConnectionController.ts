import type { ChainAdapter, ConnectResult, TransactionRequest, WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import { loadWalletConnect } from '../../kernel/adapters/loadWalletConnect.js'
import { type PairingEvent, WALLETCONNECT_WALLET_ID, type WalletConnectConnector } from '../../kernel/adapters/WalletConnectConnector.js'
import type { WalletConnectSession } from '../../kernel/adapters/WalletConnectSession.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { AirlockContext } from '../../kernel/context.js'
import { toWalletError } from '../../kernel/errors/toWalletError.js'
import { markTokenBalancesStale } from '../account/loadTokenBalances.js'
import { formatBalance } from '../format/formatBalance.js'
import type { LiveUpdates } from '../live/createLiveUpdates.js'
import type { Network } from '../../chains/networks/Network.js'
import { createBalanceFetcher } from './createBalanceFetcher.js'
import { createIdentityResolver } from './createIdentityResolver.js'

/** The wallet session remembered across page loads. */
interface StoredConnection {
  namespace: ChainNamespace
  walletId: string
}

/** Connects wallets through the adapters and keeps the account state in step with them. */
export interface ConnectionController {
  /** Connects `walletId`; rejects with a `WalletError` (USER_REJECTED when declined). */
  connect(wallet: Pick<WalletInfo, 'id' | 'name' | 'namespace'> & Partial<WalletInfo>): Promise<ConnectResult>
  /**
   * Connects over WalletConnect: `onPairing` gets each pairing URI to show, a fresh one near
   * the end of its window. Once the wallet approves, every namespace of the session that an
   * adapter adopts is connected, and their results resolve. Rejects with a `WalletError`
   * (USER_REJECTED when declined).
   */
  connectWalletConnect(onPairing: (event: PairingEvent) => void, signal?: AbortSignal): Promise<ConnectResult[]>
  /** Loads and starts the WalletConnect client ahead of a likely QR view, so the QR shows sooner. */
  prepareWalletConnect(): void
  /** Restores the remembered session without a prompt, if the wallet still authorises the site. */
  reconnect(): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Follows SPEC §4: a connected wallet switches; otherwise only the app's network changes. */
  switchNetwork(network: Network): Promise<void>
  refreshBalance(namespace?: ChainNamespace, options?: { force?: boolean }): Promise<void>
  signMessage(message: string, namespace?: ChainNamespace): Promise<string>
  sendTransaction(request: TransactionRequest, namespace?: ChainNamespace): Promise<string>
  waitForTransaction(hash: string, namespace?: ChainNamespace): Promise<{ status: 'success' | 'reverted' }>
}

/** Creates the connection controller of one kernel (loaded on first use). */
export function createConnectionController(context: AirlockContext): ConnectionController {
  const { chain, bus, storage, adapters, logger } = context
  const balances = createBalanceFetcher()
  const identities = createIdentityResolver(context.api, storage)
  const listening = new Map<ChainNamespace, () => void>()
  // The API's live socket; its code loads with the first connected account.
  let live: Promise<LiveUpdates> | undefined
  const liveUpdates = () => (live ??= import('../live/createLiveUpdates.js').then((module) => module.createLiveUpdates(context)))
  // The WalletConnect client; its code loads with the first pairing or restored session.
  let walletConnect: Promise<WalletConnectConnector> | undefined
  const connector = () => (walletConnect ??= loadWalletConnect(context))
  bus.on('account:balanceChanged', ({ namespace, caipAddress }) => {
    const address = chain.state.accounts[namespace]?.address
    if (address) balances.invalidate(`${networkOf(namespace).caipNetworkId}:${address}`)
    markTokenBalancesStale(context.api, caipAddress)
    void refreshBalance(namespace)
  })

  const networkOf = (namespace: ChainNamespace) =>
    chain.state.activeNamespace === namespace
      ? chain.activeNetwork()
      : (chain.state.networks.find((network) => network.chainNamespace === namespace) ?? chain.activeNetwork())

  function explorerUrl(network: Network, address: string) {
    const explorer = network.blockExplorers?.default.url
    return explorer ? `${explorer.replace(/\/$/, '')}/address/${address}` : undefined
  }

  async function connectedAdapter(namespace: ChainNamespace): Promise<ChainAdapter> {
    const account = chain.state.accounts[namespace]
    if (account?.status !== 'connected') throw toWalletError({ code: 4100 })
    return adapters.get(namespace)
  }

  /** Applies the wallet's network: the app's active network, or the unsupported state. */
  function applyNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId, address: string) {
    const network = chain.networkById(caipNetworkId)
    chain.state.unsupportedCaipNetworkId = network ? undefined : caipNetworkId
    if (network) chain.setActiveNetwork(network.caipNetworkId)
    const shown = network ?? networkOf(namespace)
    const caipAddress = `${network?.caipNetworkId ?? caipNetworkId}:${address}` as CaipAddress
    chain.setAccount(namespace, { caipAddress, addressExplorerUrl: explorerUrl(shown, address) })
    if (context.config.apiUrl) void liveUpdates().then((updates) => updates.watch(namespace, caipAddress))
    bus.emit('network:changed', { caipNetworkId, supported: Boolean(network) })
    if (!network && context.modal.state.open) context.router.push('UnsupportedChain')
  }

  async function refreshIdentity(namespace: ChainNamespace, address: string) {
    const identity = await identities.resolve(address, networkOf(namespace)).catch(() => undefined)
    if (chain.state.accounts[namespace]?.address !== address) return
    chain.setAccount(namespace, { profileName: identity?.name, profileImage: identity?.avatar })
  }

  async function refreshBalance(namespace = chain.state.activeNamespace, options: { force?: boolean } = {}) {
    const account = chain.state.accounts[namespace]
    const address = account?.address
    if (account?.status !== 'connected' || !address || chain.state.unsupportedCaipNetworkId) return
    const network = networkOf(namespace)
    const adapter = await adapters.get(namespace)
    chain.setAccount(namespace, { balanceLoading: true })
    const result = await balances.fetch(`${network.caipNetworkId}:${address}`, () => adapter.getBalance(address, network), options)
    if (chain.state.accounts[namespace]?.address !== address) return
    if (result.kind === 'failed') {
      logger.warn('The balance could not be read', result.error)
      chain.setAccount(namespace, { balanceLoading: false, lastRetry: Date.now() })
    } else if (result.kind === 'skipped') {
      chain.setAccount(namespace, { balanceLoading: false })
    } else {
      const { value, decimals, symbol } = result.balance
      chain.setAccount(namespace, { balance: formatBalance(value, decimals), balanceSymbol: symbol, balanceLoading: false, lastRetry: undefined })
    }
  }

  function forget(namespace: ChainNamespace) {
    if (live) void live.then((updates) => updates.unwatch(namespace))
    listening.get(namespace)?.()
    listening.delete(namespace)
    chain.removeAccount(namespace)
    if (chain.state.activeNamespace === namespace) chain.state.unsupportedCaipNetworkId = undefined
    const stored = storage.get<StoredConnection>('connection')
    if (stored?.namespace === namespace) {
      // A session spanning namespaces (WalletConnect) may still serve another: remember that one.
      const other = (Object.keys(chain.state.accounts) as ChainNamespace[]).find((key) => chain.state.accounts[key]?.connectedWalletInfo?.identifier === stored.walletId)
      if (other) storage.set('connection', { ...stored, namespace: other })
      else storage.remove('connection')
    }
    bus.emit('account:disconnected', { namespace })
    if (context.modal.state.open && !chain.activeCaipAddress()) context.router.reset('Connect')
  }

  function listen(namespace: ChainNamespace, adapter: ChainAdapter) {
    listening.get(namespace)?.()
    const stops = [
      adapter.on('accountsChanged', ({ address }) => {
        if (!address) return forget(namespace)
        const current = chain.state.accounts[namespace]
        const caip = current?.caipAddress?.split(':').slice(0, 2).join(':') as CaipNetworkId | undefined
        chain.setAccount(namespace, { address, profileName: undefined, profileImage: undefined, balance: undefined })
        if (caip) applyNetwork(namespace, caip, address)
        bus.emit('account:changed', { namespace, address })
        void refreshBalance(namespace)
        void refreshIdentity(namespace, address)
      }),
      adapter.on('chainChanged', ({ caipNetworkId }) => {
        const address = chain.state.accounts[namespace]?.address
        if (!address) return
        applyNetwork(namespace, caipNetworkId, address)
        chain.setAccount(namespace, { balance: undefined })
        void refreshBalance(namespace)
        void refreshIdentity(namespace, address)
      }),
      adapter.on('disconnect', () => forget(namespace)),
    ]
    listening.set(namespace, () => stops.forEach((stop) => stop()))
  }

  function established(wallet: Pick<WalletInfo, 'id' | 'name' | 'namespace'> & Partial<WalletInfo>, adapter: ChainAdapter, result: ConnectResult) {
    const { namespace } = wallet
    chain.state.activeNamespace = namespace
    chain.setAccount(namespace, {
      status: 'connected',
      address: result.address,
      allAccounts: result.accounts,
      connectedWalletInfo: { name: wallet.name, identifier: wallet.id, ...(wallet.icon && { icon: wallet.icon }) },
    })
    applyNetwork(namespace, result.caipNetworkId, result.address)
    listen(namespace, adapter)
    storage.set('connection', { namespace, walletId: wallet.id } satisfies StoredConnection)
    bus.emit('account:connected', { namespace, address: result.address, caipNetworkId: result.caipNetworkId, walletId: wallet.id })
    void refreshBalance(namespace)
    void refreshIdentity(namespace, result.address)
  }

  /**
   * Connects each namespace of a WalletConnect session that its adapter adopts. `first` is
   * established last, so that it stays the active namespace. A namespace whose adapter fails
   * is left out; with none adopted the session is ended and the connect fails (4100).
   */
  async function adopt(session: WalletConnectSession, first: ChainNamespace): Promise<ConnectResult[]> {
    const namespaces = adapters.descriptors.map((descriptor) => descriptor.namespace).filter((namespace) => session.namespaces[namespace])
    const results: ConnectResult[] = []
    for (const namespace of [...namespaces.filter((key) => key !== first), ...namespaces.filter((key) => key === first)]) {
      try {
        const adapter = await adapters.get(namespace)
        const result = await adapter.adoptWalletConnect?.(session, networkOf(namespace))
        if (!result) continue
        const icon = session.peer.icons[0]
        established({ id: WALLETCONNECT_WALLET_ID, name: session.peer.name, namespace, ...(icon && { icon }) }, adapter, result)
        results.push(result)
      } catch (error) {
        logger.warn(`The ${namespace} adapter could not take the WalletConnect session`, error)
      }
    }
    if (!results.length) {
      await session.disconnect()
      throw toWalletError({ code: 4100 })
    }
    return results
  }

  return {
    prepareWalletConnect() {
      connector().catch((error: unknown) => logger.warn('WalletConnect could not be prepared', error))
    },
    async connectWalletConnect(onPairing, signal) {
      try {
        return await adopt(await (await connector()).pair(onPairing, signal), chain.state.activeNamespace)
      } catch (error) {
        throw toWalletError(error)
      }
    },
    async connect(wallet) {
      const { namespace } = wallet
      chain.setAccount(namespace, { status: 'connecting' })
      try {
        const adapter = await adapters.get(namespace)
        const result = await adapter.connect(wallet.id, networkOf(namespace))
        established(wallet, adapter, result)
        context.wallets.rememberRecent({ installed: false, ...wallet })
        return result
      } catch (error) {
        if (chain.state.accounts[namespace]?.status === 'connecting') chain.setAccount(namespace, { status: 'disconnected' })
        throw toWalletError(error)
      }
    },
    async reconnect() {
      const stored = storage.get<StoredConnection>('connection')
      if (!stored) return
      chain.setAccount(stored.namespace, { status: 'connecting' })
      try {
        if (stored.walletId === WALLETCONNECT_WALLET_ID) {
          const session = await (await connector()).restore()
          if (!session) throw new Error('The WalletConnect session has ended')
          await adopt(session, stored.namespace)
          return
        }
        const adapter = await adapters.get(stored.namespace)
        const result = await adapter.reconnect(stored.walletId, networkOf(stored.namespace))
        if (!result) throw new Error('The wallet no longer authorises this site')
        const recent = context.wallets.state.recent.find((item) => item.id === stored.walletId)
        established({ ...recent, id: stored.walletId, name: recent?.name ?? stored.walletId, namespace: stored.namespace }, adapter, result)
      } catch (error) {
        logger.info('The previous session could not be restored', error)
        storage.remove('connection')
        chain.removeAccount(stored.namespace)
      }
    },
    async disconnect(namespace) {
      const namespaces = namespace ? [namespace] : (Object.keys(chain.state.accounts) as ChainNamespace[])
      await Promise.all(
        namespaces.map(async (key) => {
          await adapters.loaded(key)?.disconnect().catch((error: unknown) => logger.warn('The wallet did not disconnect cleanly', error))
          forget(key)
        }),
      )
    },
    async switchNetwork(network) {
      const account = chain.state.accounts[network.chainNamespace]
      if (account?.status === 'connected' && account.address) {
        const adapter = await adapters.get(network.chainNamespace)
        try {
          await adapter.switchNetwork(network)
        } catch (error) {
          throw toWalletError(error)
        }
        chain.state.activeNamespace = network.chainNamespace
        applyNetwork(network.chainNamespace, network.caipNetworkId, account.address)
        void refreshBalance(network.chainNamespace)
        void refreshIdentity(network.chainNamespace, account.address)
      } else {
        chain.setActiveNetwork(network.caipNetworkId)
        bus.emit('network:changed', { caipNetworkId: network.caipNetworkId, supported: true })
      }
    },
    refreshBalance,
    async signMessage(message, namespace = chain.state.activeNamespace) {
      const adapter = await connectedAdapter(namespace)
      try {
        return await adapter.signMessage(message, chain.state.accounts[namespace]!.address!)
      } catch (error) {
        throw toWalletError(error)
      }
    },
    async sendTransaction(request, namespace = chain.state.activeNamespace) {
      const adapter = await connectedAdapter(namespace)
      try {
        return await adapter.sendTransaction(request, networkOf(namespace))
      } catch (error) {
        throw toWalletError(error)
      }
    },
    async waitForTransaction(hash, namespace = chain.state.activeNamespace) {
      const adapter = await adapters.get(namespace)
      const receipt = await adapter.waitForTransaction(hash, networkOf(namespace))
      const address = chain.state.accounts[namespace]?.address
      if (address) {
        balances.invalidate(`${networkOf(namespace).caipNetworkId}:${address}`)
        const caipAddress = chain.state.accounts[namespace]?.caipAddress
        if (caipAddress) markTokenBalancesStale(context.api, caipAddress)
        void refreshBalance(namespace)
      }
      return receipt
    },
  }
}
