// The public entry of `airlock`: the framework-free kernel.
export { createAirlock, type Airlock } from './createAirlock.js'
export type { AirlockContext } from './context.js'
export type { AirlockConfig, AirlockConfigInput } from './config/parseConfig.js'
export { socialProviders, type SocialOption, type SocialProvider } from './config/socialProviders.js'
export type { AirlockEventName, AirlockEvents, ViewEntry, ViewName, ViewRegistry } from './registry.js'
export type { EventBus, EventHandler } from './bus/createEventBus.js'
export type { Router, RouterState, TransactionAction } from './router/createRouter.js'
export { SHAKE_DURATION_MS, type ModalController, type ModalState, type OpenOptions } from './modal/createModalController.js'
export type { AccountState, ChainState, ChainStore, TokenBalance } from './state/createChainState.js'
export type { Alert, Alerts } from './alerts/createAlerts.js'
export type { AlertCode } from './alerts/alertCodes.js'
export { LOG_BUFFER_CAP_BYTES, type LogLevel, type LogRecord, type Logger } from './logger/createLogger.js'

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
} from './plugins/definePlugin.js'
export type { PluginHost } from './plugins/createPluginHost.js'
export type { FeatureName } from './plugins/builtinFeatures.js'
export { orderConnectMethods, type ConnectMethod } from './plugins/orderConnectMethods.js'
export { defineAdapter, type AdapterDescriptor, type AdapterFactory, type AdapterInput } from './adapters/defineAdapter.js'
export type { PairingEvent } from './adapters/WalletConnectConnector.js'
export type { WalletConnectNamespace, WalletConnectProvider, WalletConnectSession } from './adapters/WalletConnectSession.js'
export { PAIRING_EXPIRED_AT_MS, PAIRING_WINDOW_MS, isPairingExpired } from './adapters/isPairingExpired.js'
export type {
  AccountEntry,
  AdapterEvents,
  Balance,
  ChainAdapter,
  ConnectResult,
  TransactionRequest,
  WalletInfo,
} from './adapters/ChainAdapter.js'

export { AirlockError, type AirlockErrorOptions } from './errors/AirlockError.js'
export { ConfigError } from './errors/ConfigError.js'
export { PluginError } from './errors/PluginError.js'
export { WalletError, type WalletErrorCode } from './errors/WalletError.js'
export { toWalletError } from './errors/toWalletError.js'
export { CaipError } from './caip/CaipError.js'

export { chainNamespaces, isChainNamespace, type CaipAddress, type CaipNetworkId, type ChainNamespace } from './caip/chainNamespaces.js'
export { parseCaipNetworkId, type ParsedCaipNetworkId } from './caip/parseCaipNetworkId.js'
export { parseCaipAddress, type ParsedCaipAddress } from './caip/parseCaipAddress.js'
export { formatCaipAddress } from './caip/formatCaipAddress.js'
export { isValidAddress } from './caip/isValidAddress.js'
export type { Network } from './networks/Network.js'
export { defineEvmNetwork, type EvmNetworkInput } from './networks/defineEvmNetwork.js'
export * from './networks/evmNetworks.js'
export * from './networks/otherNetworks.js'
export type {} from './builtinFeatureTypes.js'
