import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { Network } from '../../chains/networks/Network.js'
import type { ConnectResult, TransactionReceipt, TransactionRequest } from '../../kernel/adapters/ChainAdapter.js'
import type { ConnectorSession } from '../../kernel/connectors/ConnectorSession.js'
import type { AirlockContext } from '../../kernel/context.js'
import type { ConnectorRegistry } from '../../kernel/registry.js'
import { markTokenBalancesStale } from '../account/loadTokenBalances.js'
import { connect } from './connect.js'
import { createConnectionScope } from './ConnectionScope.js'
import { connectWith } from './connectWith.js'
import { disconnect } from './disconnect.js'
import { keepProfiles } from './keepProfiles.js'
import type { SimulationRequest } from '../../kernel/adapters/SimulationRequest.js'
import type { ConnectingWallet } from './establishConnection.js'
import { type ConnectorName, loadConnector } from './loadConnector.js'
import { networkOf } from './networkOf.js'
import { reconnect } from './reconnect.js'
import { refreshBalance } from './refreshBalance.js'
import { request, type WalletRequest } from './request.js'
import { sendTransaction } from './sendTransaction.js'
import { simulationRequest } from './simulationRequest.js'
import { signMessage } from './signMessage.js'
import { switchNetwork } from './switchNetwork.js'
import { waitForTransaction } from './waitForTransaction.js'

/** Connects wallets through the adapters and connectors, and keeps the account state in step with them. */
export interface ConnectionController {
  /** Connects a wallet in the page; rejects with a `WalletError` (USER_REJECTED when declined). */
  connect(wallet: ConnectingWallet): Promise<ConnectResult>
  /**
   * Connects through connector `name`: `start` begins the session with it; every namespace of
   * the session that an adapter adopts is connected, and their results resolve. Rejects with
   * a `WalletError` (USER_REJECTED when declined).
   */
  connectWith<N extends ConnectorName>(name: N, start: (connector: ConnectorRegistry[N]) => Promise<ConnectorSession>): Promise<ConnectResult[]>
  /**
   * Connector `name` of this instance, its code loaded on first use: for the steps a
   * connector takes before it has a session (an email and its code), and for what it offers
   * a connected user (email change, recovery). Rejects when no such connector is configured.
   */
  connector<N extends ConnectorName>(name: N): Promise<ConnectorRegistry[N]>
  /** Loads connector `name` ahead of a likely use (a QR view about to open), so it answers sooner. */
  prepareConnector(name: ConnectorName): void
  /** Restores the remembered session without a prompt, if the wallet still authorises the site. */
  reconnect(): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Follows SPEC §4: a connected wallet switches; otherwise only the app's network changes. */
  switchNetwork(network: Network): Promise<void>
  refreshBalance(namespace?: ChainNamespace, options?: { force?: boolean }): Promise<void>
  signMessage(message: string, namespace?: ChainNamespace): Promise<string>
  sendTransaction(request: TransactionRequest, namespace?: ChainNamespace): Promise<string>
  /** What `sendTransaction` would send, for `POST /v1/simulate` (a view shows what it does first); undefined when the adapter cannot say. */
  simulationRequest(request: TransactionRequest, namespace?: ChainNamespace): Promise<SimulationRequest | undefined>
  waitForTransaction(hash: string, namespace?: ChainNamespace): Promise<TransactionReceipt>
  /**
   * Sends one EIP-1193 request to the connected wallet, for what the methods above do not
   * cover (EIP-5792's `wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`);
   * resolves the wallet's answer unchecked. Rejects with a `WalletError` (UNSUPPORTED_METHOD
   * when the wallet takes no such requests).
   * @example
   * const capabilities = await connection.request({ method: 'wallet_getCapabilities', params: [address] })
   */
  request(args: WalletRequest, namespace?: ChainNamespace): Promise<unknown>
}

/**
 * Creates the connection controller of one instance (loaded on first use): the connection
 * actions of this folder, bound to one scope. The API's live updates about the account drop
 * its cached balances and read them again; the name and avatar each account shows are kept
 * for the next page load.
 */
export function createConnectionController(context: AirlockContext): ConnectionController {
  const scope = createConnectionScope(context)
  keepProfiles(context)
  context.bus.on('account:balanceChanged', ({ namespace, caipAddress }) => {
    const address = context.chain.state.accounts[namespace]?.address
    if (address) scope.balances.invalidate(`${networkOf(scope, namespace).caipNetworkId}:${address}`)
    markTokenBalancesStale(context.api, caipAddress)
    void refreshBalance(scope, namespace)
  })

  return {
    connect: (wallet) => connect(scope, wallet),
    connectWith: (name, start) => connectWith(scope, name, start),
    connector: (name) => loadConnector(scope, name),
    prepareConnector(name) {
      loadConnector(scope, name).catch((error: unknown) => context.logger.warn(`The ${name} connector could not be prepared`, error))
    },
    reconnect: () => reconnect(scope),
    disconnect: (namespace) => disconnect(scope, namespace),
    switchNetwork: (network) => switchNetwork(scope, network),
    refreshBalance: (namespace, options) => refreshBalance(scope, namespace, options),
    signMessage: (message, namespace) => signMessage(scope, message, namespace),
    sendTransaction: (request, namespace) => sendTransaction(scope, request, namespace),
    simulationRequest: (request, namespace) => simulationRequest(scope, request, namespace),
    waitForTransaction: (hash, namespace) => waitForTransaction(scope, hash, namespace),
    request: (args, namespace) => request(scope, args, namespace),
  }
}
