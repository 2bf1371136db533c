// The public entry of `airlock/kit`: the kernel's contracts, the CAIP helpers and networks,
// and the services plugins and adapters use. Plugins and adapters, built-in or not, import
// Airlock through this entry (and `airlock/react`, `airlock/react/kit`) only; it names no
// plugin and no adapter, so nothing it reaches imports them. `airlock` re-exports all of it.
export type { Airlock } from '../services/Airlock.js'
// The services each instance's context holds (the kernel names the context, services fill it in).
export type {} from '../services/ContextServices.js'

// The kernel: context, open registries, bus, router, modal rules, config.
export type { AirlockContext } from '../kernel/context.js'
export type {
  AdapterNames,
  AnalyticsEventName,
  AirlockEventName,
  AirlockEvents,
  ConfigExtensions,
  ConnectorRegistry,
  FeatureConfig,
  FeatureName,
  FeatureRegistry,
  PluginApis,
  ProviderRegistry,
  ViewEntry,
  ViewName,
  ViewRegistry,
} from '../kernel/registry.js'
export type { AirlockConfig, AirlockConfigInput, Features, FeaturesInput } from '../kernel/config/parseConfig.js'
export { createEventBus, type CreateEventBusOptions, type EventBus, type EventHandler } from '../kernel/bus/createEventBus.js'
export type { Router, RouterState, TransactionAction } from '../kernel/router/createRouter.js'
export { SHAKE_DURATION_MS, type ModalController, type ModalState, type OpenOptions } from '../kernel/modal/createModalController.js'

// The kernel's contracts: plugins, chain adapters, connectors.
export {
  definePlugin,
  type Contribution,
  type Contributions,
  type LazyPlugin,
  type OptionsSchema,
  type Plugin,
  type PluginDescriptor,
  type PluginDetails,
  type PluginInput,
  type SetupResult,
  type Teardown,
  type ViewLoader,
  type ViewModule,
} from '../kernel/plugins/definePlugin.js'
export type { PluginHost } from '../kernel/plugins/createPluginHost.js'
export { defineAdapter, type AdapterDescriptor, type AdapterFactory, type AdapterInput, type AdapterLoaders, type WalletDiscovery } from '../kernel/adapters/defineAdapter.js'
export type { AdapterHost } from '../kernel/adapters/createAdapterHost.js'
export type { AccountEntry, AdapterEvents, Balance, ChainAdapter, ConnectResult, FeeEstimate, TransactionReceipt, TransactionRequest, WalletInfo } from '../kernel/adapters/ChainAdapter.js'
export {
  defineConnector,
  type ConfigKey,
  type Connector,
  type ConnectorDescriptor,
  type ConnectorFactory,
  type ConnectorInput,
  type ConnectorLoaders,
} from '../kernel/connectors/defineConnector.js'
export type { ConnectorSession, SessionListener, SessionNamespace, SessionProvider } from '../kernel/connectors/ConnectorSession.js'
export { createSessionListeners, type SessionListeners } from '../services/connectors/createSessionListeners.js'

// Errors: one tree, matched on codes.
export { AirlockError, type AirlockErrorOptions } from '../errors/AirlockError.js'
export { PayError, type PayErrorCode } from '../services/pay/PayError.js'
export type { PayRequest, PayResult } from '../services/pay/PayRequest.js'
export type { ContractCallPermission, Erc20TokenPeriodicPermission, NativeTokenPeriodicPermission, Permission, PermissionPolicy, PermissionRequest, PermissionResponse } from '../services/permissions/PermissionRequest.js'
export type { PermissionGrant } from '../services/permissions/PermissionGrant.js'
export { PermissionError, type PermissionErrorCode } from '../services/permissions/PermissionError.js'
export { grantPermissions, revokePermissions } from '../services/permissions/grantPermissions.js'

// Languages: the locales, and the catalogs a feature's views read (`./messages?catalogs`).
export { LOCALES, type Locale } from '../kernel/i18n/locales.js'
export { createI18n, type I18n } from '../services/i18n/createI18n.js'
export { resolveLocale } from '../services/i18n/resolveLocale.js'
export type { Catalogs, CompiledCatalog, CompiledMessage, ContributionMessages } from '../kernel/i18n/Catalogs.js'
export { ConfigError } from '../kernel/errors/ConfigError.js'
export { PluginError } from '../kernel/errors/PluginError.js'
export { WalletError, type WalletErrorCode } from '../services/errors/WalletError.js'
export { toWalletError, walletNotFound, type WalletErrorContext } from '../services/errors/toWalletError.js'
export { FeatureError } from '../services/features/FeatureError.js'
export { providerError } from '../services/errors/providerError.js'

// Chains: CAIP-2/CAIP-10 helpers and network definitions.
export { CaipError } from '../chains/caip/CaipError.js'
export { chainNamespaces, isChainNamespace, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '../chains/caip/chainNamespaces.js'
export { parseCaipNetworkId, type ParsedCaipNetworkId } from '../chains/caip/parseCaipNetworkId.js'
export { parseCaipAddress, type ParsedCaipAddress } from '../chains/caip/parseCaipAddress.js'
export { caipNetworkIdOf } from '../chains/caip/caipNetworkIdOf.js'
export { formatCaipAddress } from '../chains/caip/formatCaipAddress.js'
export { isValidAddress } from '../chains/caip/isValidAddress.js'
export type { Network } from '../chains/networks/Network.js'
export { defineEvmNetwork, type EvmNetworkInput } from '../chains/networks/defineEvmNetwork.js'
export { explorerAddressUrl } from '../chains/networks/explorerAddressUrl.js'
export { explorerTransactionUrl } from '../chains/networks/explorerTransactionUrl.js'
export * from '../chains/networks/evmNetworks.js'
export * from '../chains/networks/otherNetworks.js'

// Services: the API client and its errors, account data, wallets, logger, alerts, formatters.
export { ApiError } from '../services/api/ApiError.js'
export { SocketError } from '../services/api/SocketError.js'
export type { ApiClient, ResponseSchema } from '../services/api/ApiClient.js'
export { isNetworkSupported } from '../services/api/isNetworkSupported.js'
export { filterTokenBalances, loadTokenBalances, markTokenBalancesStale, TOKEN_BALANCE_CACHE_MS } from '../services/account/loadTokenBalances.js'
export { fetchNfts, type Nft } from '../services/account/fetchNfts.js'
export type { AccountState, ChainState, ChainStore, ConnectedWalletInfo, TokenBalance } from '../services/chain/createChainState.js'
export type { ConnectionController } from '../services/connection/createConnectionController.js'
export type { WalletRequest } from '../services/connection/request.js'
export { closeAfterConnect, type ClosingTarget } from '../services/connection/closeAfterConnect.js'
export type { Wallets, WalletsState } from '../services/wallets/createWallets.js'
export { waitForDiscovered } from '../services/wallets/waitForDiscovered.js'
export { orderConnectMethods, type ConnectMethod } from '../services/wallets/orderConnectMethods.js'
export type { ListedWallet, Pairing, WalletList, WalletListState } from '../services/wallets/createWalletList.js'
export { walletConnectLink } from '../services/wallets/walletConnectLink.js'

// Headless: every feature's api by name, for a host that draws its own UI.
export { loadFeature, type FeatureApiName, type FeatureApis } from '../services/features/loadFeature.js'
export { featureErrorOf, type FeatureProblem } from '../services/features/featureErrorOf.js'
export { featureWords, type FeatureWords } from '../services/features/featureWords.js'
export { createLogger, LOG_BUFFER_CAP_BYTES, type CreateLoggerOptions, type LogLevel, type LogRecord, type Logger } from '../services/logger/createLogger.js'
export type { Alert, Alerts } from '../services/alerts/createAlerts.js'
export type { AlertCode, AlertCodes, AlertTexts } from '../services/alerts/alertCodes.js'
export type { KeyValueStorage } from '../services/storage/createStorage.js'
export { formatAddress } from '../services/format/formatAddress.js'
export { formatAmount } from '../services/format/formatAmount.js'
export { formatBalance } from '../services/format/formatBalance.js'
export { formatTokenAmount } from '../services/format/formatTokenAmount.js'
export { formatRelativeTime } from '../services/format/formatRelativeTime.js'
export { formatUsd } from '../services/format/formatUsd.js'
export { shownPrice } from '../services/format/shownPrice.js'
export { lookupContractName, type ContractName } from '../services/names/lookupContractName.js'
export { rememberChosenName } from '../services/names/rememberChosenName.js'
export type { Simulation, SimulatedAllowance, SimulatedAsset, SimulatedAssetStandard, SimulatedChange, SimulatedRevert, SimulationWarning } from '../services/simulation/Simulation.js'
export type { SimulatedCall, SimulationRequest } from '../kernel/adapters/SimulationRequest.js'
export type { SimulationState } from '../services/simulation/SimulationState.js'
export { simulateTransaction } from '../services/simulation/simulateTransaction.js'
export { SIMULATION_WAIT_MS } from '../services/simulation/SIMULATION_WAIT_MS.js'
