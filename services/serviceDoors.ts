import { optionsLoaderOf } from './plugins/optionsLoaderOf.js'
import type { PluginRecords } from '../kernel/plugins/PluginEntry.js'
import * as installedWallets from './wallets/watchInstalledWallets.js'

/**
 * The services start-up loads on demand (the connection controller, the plugin host's
 * loading half, the API's calls, the installed wallets' watch, the wallet list a headless
 * host draws, the origin check, analytics), each its own chunk but the watch. Start-up reaches
 * them all through this one module, whose two imports (which options schema to import, a few
 * lines; the watch, which wallet discovery asks for first) are bundled into the door's own
 * chunk: start-up holds one loader for them, and the lists of chunks Vite preloads with each
 * stay out of start-up.
 */
export const serviceDoors = {
  connection: () => import('./connection/createConnectionController.js'),
  loadPlugins(records: PluginRecords) {
    // A configured feature's options schema leaves as soon as its details are here (prepare asked
    // them), beside the loading half that checks it, rather than once that half has arrived.
    for (const entry of records.entries) {
      void entry.asked
        ?.then((details) => {
          const load = optionsLoaderOf(entry, details, records.getContext().config.features as Record<string, unknown>)
          if (load) return (entry.schema ??= load())
        })
        .catch(() => {})
    }
    return import('./plugins/loadPlugins.js')
  },
  callApi: () => import('./api/callApi.js'),
  // Here with the door, which discovery asks for first: the page's wallets are heard one fetch sooner.
  watchInstalledWallets: () => Promise.resolve(installedWallets),
  walletList: () => import('./wallets/createWalletList.js'),
  checkOrigin: () => import('./api/checkOrigin.js'),
  analytics: () => import('./analytics/createAnalyticsSender.js'),
}
