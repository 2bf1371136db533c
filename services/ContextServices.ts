import type { Alerts } from './alerts/createAlerts.js'
import type { ApiClient } from './api/ApiClient.js'
import type { ChainStore } from './chain/createChainState.js'
import type { ConnectionController } from './connection/createConnectionController.js'
import type { I18n } from './i18n/createI18n.js'
import type { Logger } from './logger/createLogger.js'
import type { KeyValueStorage } from './storage/createStorage.js'
import type { Wallets } from './wallets/createWallets.js'

// The services of `AirlockContext`: the kernel declares the context and leaves this slot
// open; the services that implement each member fill it in here, so every program that
// reaches a service's types (the `airlock/kit` entry imports this file) sees the whole context.
declare module '../kernel/context.js' {
  interface ContextServices {
    readonly chain: ChainStore
    readonly alerts: Alerts
    readonly logger: Logger
    /** The modal's language: locale, direction and the messages of each catalog folder. */
    readonly i18n: I18n
    readonly wallets: Wallets
    readonly api: ApiClient
    readonly storage: KeyValueStorage
    /** The connection controller, loaded on first use (it is not part of start-up). */
    connection(): Promise<ConnectionController>
  }
}
