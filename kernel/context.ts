import type { AdapterHost } from './adapters/createAdapterHost.js'
import type { Alerts } from '../services/alerts/createAlerts.js'
import type { ApiClient } from '../services/api/createApiClient.js'
import type { EventBus } from './bus/createEventBus.js'
import type { AirlockConfig } from './config/parseConfig.js'
import type { ConnectorDescriptor } from './connectors/defineConnector.js'
import type { I18n } from '../services/i18n/createI18n.js'
import type { Logger } from '../services/logger/createLogger.js'
import type { ModalController } from './modal/createModalController.js'
import type { PluginHost } from './plugins/createPluginHost.js'
import type { Router } from './router/createRouter.js'
import type { AnalyticsEventName } from './registry.js'
import type { ConnectionController } from '../services/connection/createConnectionController.js'
import type { ChainStore } from '../services/chain/createChainState.js'
import type { KeyValueStorage } from '../services/storage/createStorage.js'
import type { Wallets } from '../services/wallets/createWallets.js'

/**
 * The shared services of one kernel. Plugins and adapters receive it in `setup` and never
 * import each other or module-level singletons.
 */
export interface AirlockContext {
  readonly config: AirlockConfig
  readonly bus: EventBus
  readonly router: Router
  readonly modal: ModalController
  readonly chain: ChainStore
  readonly alerts: Alerts
  readonly logger: Logger
  /** The modal's language: locale, direction and the messages of each catalog folder. */
  readonly i18n: I18n
  readonly plugins: PluginHost
  readonly adapters: AdapterHost
  /** The connectors of this instance, their code loaded on first use (`connection.connectWith`). */
  readonly connectors: readonly ConnectorDescriptor[]
  readonly wallets: Wallets
  readonly api: ApiClient
  readonly storage: KeyValueStorage
  /**
   * Records a usage event: on the bus as `analytics:event` for the host, and sent to the API
   * only when the host enabled analytics (SPEC §7).
   */
  readonly analytics: { track(event: AnalyticsEventName, properties?: Record<string, unknown>): void }
  /** The connection controller, loaded on first use (it is not part of start-up). */
  connection(): Promise<ConnectionController>
  /** Whether the page runs on a phone or tablet. */
  isMobile(): boolean
}
