import type { AdapterHost } from './adapters/createAdapterHost.js'
import type { EventBus } from './bus/createEventBus.js'
import type { AirlockConfig } from './config/parseConfig.js'
import type { ConnectorDescriptor } from './connectors/defineConnector.js'
import type { ModalController } from './modal/createModalController.js'
import type { PluginHost } from './plugins/createPluginHost.js'
import type { Router } from './router/createRouter.js'
import type { AnalyticsEventName } from './registry.js'

/** The context's services (chain, alerts, logger, i18n, wallets, api, storage, connection): services/ContextServices.ts declares them. */
export interface ContextServices {}

/**
 * The shared services of one kernel. Plugins and adapters receive it in `setup` and never
 * import each other or module-level singletons.
 */
export interface AirlockContext extends ContextServices {
  readonly config: AirlockConfig
  readonly bus: EventBus
  readonly router: Router
  readonly modal: ModalController
  readonly plugins: PluginHost
  readonly adapters: AdapterHost
  /** The connectors of this instance, their code loaded on first use (`connection.connectWith`). */
  readonly connectors: readonly ConnectorDescriptor[]
  /**
   * Records a usage event: on the bus as `analytics:event` for the host, and sent to the API
   * only when the host enabled analytics (SPEC §7).
   */
  readonly analytics: { track(event: AnalyticsEventName, properties?: Record<string, unknown>): void }
  /** Whether the page runs on a phone or tablet. */
  isMobile(): boolean
}
