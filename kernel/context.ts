import type { Alerts } from './alerts/createAlerts.js'
import type { EventBus } from './bus/createEventBus.js'
import type { AirlockConfig } from './config/parseConfig.js'
import type { Logger } from './logger/createLogger.js'
import type { ModalController } from './modal/createModalController.js'
import type { PluginHost } from './plugins/createPluginHost.js'
import type { Router } from './router/createRouter.js'
import type { ChainStore } from './state/createChainState.js'

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
  readonly plugins: PluginHost
  /** Whether the page runs on a phone or tablet. */
  isMobile(): boolean
}
