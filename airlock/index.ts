// The public entry of `airlock`: the framework-free kernel.
export { createAirlock, type Airlock } from './createAirlock.js'
export type { AirlockContext } from '../kernel/context.js'
export type { AirlockConfig, AirlockConfigInput } from '../kernel/config/parseConfig.js'
export { socialProviders, type SocialOption, type SocialProvider } from '../kernel/config/socialProviders.js'
export type { AirlockEventName, AirlockEvents, ViewEntry, ViewName, ViewRegistry } from '../kernel/registry.js'
export type { EventBus, EventHandler } from '../kernel/bus/createEventBus.js'
export type { Router, RouterState, TransactionAction } from '../kernel/router/createRouter.js'
export { SHAKE_DURATION_MS, type ModalController, type ModalState, type OpenOptions } from '../kernel/modal/createModalController.js'
export type { AccountState, ChainState, ChainStore, TokenBalance } from '../kernel/state/createChainState.js'
export type { Alert, Alerts } from '../services/alerts/createAlerts.js'
export type { AlertCode } from '../services/alerts/alertCodes.js'
export { LOG_BUFFER_CAP_BYTES, type LogLevel, type LogRecord, type Logger } from '../services/logger/createLogger.js'

export {
  definePlugin,
  type Contribution,
  type LazyPlugin,
  type Plugin,
  type PluginDescriptor,
  type PluginInput,
  type Teardown,
  type ViewLoader,
  type ViewModule,
} from '../kernel/plugins/definePlugin.js'
export type { PluginHost } from '../kernel/plugins/createPluginHost.js'
export type { FeatureName } from '../kernel/plugins/builtinFeatures.js'
export { orderConnectMethods, type ConnectMethod } from '../kernel/modal/orderConnectMethods.js'
export { defineAdapter, type AdapterDescriptor, type AdapterFactory, type AdapterInput } from '../kernel/adapters/defineAdapter.js'
export type { PairingEvent } from '../kernel/adapters/WalletConnectConnector.js'
export type { WalletConnectNamespace, WalletConnectProvider, WalletConnectSession } from '../kernel/adapters/WalletConnectSession.js'
export { PAIRING_EXPIRED_AT_MS, PAIRING_WINDOW_MS, isPairingExpired } from '../kernel/adapters/isPairingExpired.js'
export type {
  AccountEntry,
  AdapterEvents,
  Balance,
  ChainAdapter,
  ConnectResult,
  TransactionRequest,
  WalletInfo,
} from '../kernel/adapters/ChainAdapter.js'

export { AirlockError, type AirlockErrorOptions } from '../kernel/errors/AirlockError.js'
export { ConfigError } from '../kernel/errors/ConfigError.js'
export { PluginError } from '../kernel/errors/PluginError.js'
export { WalletError, type WalletErrorCode } from '../kernel/errors/WalletError.js'
export { toWalletError } from '../kernel/errors/toWalletError.js'
export { CaipError } from '../chains/caip/CaipError.js'

export { chainNamespaces, isChainNamespace, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '../chains/caip/chainNamespaces.js'
export { parseCaipNetworkId, type ParsedCaipNetworkId } from '../chains/caip/parseCaipNetworkId.js'
export { parseCaipAddress, type ParsedCaipAddress } from '../chains/caip/parseCaipAddress.js'
export { formatCaipAddress } from '../chains/caip/formatCaipAddress.js'
export { isValidAddress } from '../chains/caip/isValidAddress.js'
export type { Network } from '../chains/networks/Network.js'
export { defineEvmNetwork, type EvmNetworkInput } from '../chains/networks/defineEvmNetwork.js'
export * from '../chains/networks/evmNetworks.js'
export * from '../chains/networks/otherNetworks.js'
export type {} from '../kernel/builtinFeatureTypes.js'
