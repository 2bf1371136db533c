import { builtinAdapters, builtinConnectors } from '../adapters/index.js'
import { type AirlockConfigInput, parseConfig } from '../kernel/config/parseConfig.js'
import type { AirlockContext } from '../kernel/context.js'
import { createKernel } from '../kernel/createKernel.js'
import type { PluginLoader } from '../kernel/plugins/PluginEntry.js'
import { AirlockError } from '../errors/AirlockError.js'
import { builtinFeatures } from '../plugins/index.js'
import { createAlerts } from '../services/alerts/createAlerts.js'
import { createChainState } from '../services/chain/createChainState.js'
import type { AnalyticsSender } from '../services/analytics/createAnalyticsSender.js'
import { createApiClient } from '../services/api/createApiClient.js'
import type { ConnectionController } from '../services/connection/createConnectionController.js'
import type { StoredConnection } from '../services/connection/ConnectionScope.js'
import { isMobile } from '../services/env/isMobile.js'
import { createI18n } from '../services/i18n/createI18n.js'
import { resolveLocale } from '../services/i18n/resolveLocale.js'
import { createLogger } from '../services/logger/createLogger.js'
import { createStorage } from '../services/storage/createStorage.js'
import { createWallets } from '../services/wallets/createWallets.js'
import { VERSION } from './version.js'
import type { Airlock } from '../services/Airlock.js'

// What ships with Airlock: the manifests of its features, adapters and connectors.
const builtins = { features: builtinFeatures, adapters: builtinAdapters, connectors: builtinConnectors }
// The services loaded on demand, behind one module.
const services = () => import('../services/serviceDoors.js').then((doors) => doors.serviceDoors)
// The plugin host's loading half, with the config checks it runs: loaded with the modal.
const pluginLoading: PluginLoader = (records) => services().then((doors) => doors.loadPlugins(records))

/**
 * Creates an Airlock instance from the host's config: the composition root, where the
 * kernel, the shared services and the built-in features, adapters and connectors meet. The
 * config is parsed once; a bad one throws a `ConfigError` naming the field. Each call makes
 * fresh state, so two instances on one page share nothing. In a browser, a remembered wallet
 * session is restored right away.
 *
 * @example
 * const airlock = createAirlock({ projectId: 'my-app', networks: [mainnet, base] })
 * airlock.open()
 */
export function createAirlock(input: AirlockConfigInput): Airlock {
  const config = parseConfig(input, builtins)
  // Analytics load only for hosts that opted in, and only on their first event.
  let analyticsSender: Promise<AnalyticsSender> | undefined
  const sender = () =>
    (analyticsSender ??= services().then((doors) => doors.analytics()).then((module) => module.createAnalyticsSender(context, location)))
  const analytics: AirlockContext['analytics'] = {
    track(event, properties = {}) {
      bus.emit('analytics:event', { event, properties })
      if (config.analytics) void sender().then((send) => send.track(event, properties))
    },
  }
  const logger = createLogger(config.analytics ? { onError: (log) => void sender().then((send) => send.reportError(log)) } : {})
  const chain = createChainState(config.networks, config.defaultNetwork)
  const kernel = createKernel(config, { ...builtins, pluginLoading, chain, logger, isMobile, context: () => context })
  const { bus, modal, plugins } = kernel
  const storage = createStorage()
  const alerts = createAlerts()
  const api = createApiClient({
    baseUrl: config.apiUrl,
    projectId: config.projectId,
    sdkType: 'airlock',
    sdkVersion: `react-${VERSION}`,
    alerts,
  })
  let connection: Promise<ConnectionController> | undefined
  const context: AirlockContext = {
    ...kernel,
    chain,
    alerts,
    logger,
    i18n: createI18n(resolveLocale(config.locale, typeof navigator === 'undefined' ? [] : navigator.languages), config.messages, (message) => logger.warn(message)),
    api,
    storage,
    wallets: createWallets({ adapters: kernel.adapters, logger, storage }),
    analytics,
    isMobile,
    connection: () =>
      (connection ??= services()
        .then((doors) => doors.connection())
        .then((module) => module.createConnectionController(context))),
  }

  // A plugin given as a bare loader says what it contributes only once loaded: load it when
  // the modal first opens, where its contributions would show.
  if (config.plugins.some((plugin) => typeof plugin === 'function')) {
    const off = bus.on('modal:open', () => {
      off()
      plugins.loadOpaque().catch((error: unknown) => logger.error('A plugin could not be loaded', error))
    })
  }

  bus.on('modal:open', ({ connected }) => analytics.track('MODAL_OPEN', { connected }))
  bus.on('modal:close', ({ connected }) => analytics.track('MODAL_CLOSE', { connected }))

  // What follows runs in a browser only (never while a server renders).
  const browser = typeof window !== 'undefined'
  // Check the page's origin against the project's allowlist, off the start-up path.
  if (browser && config.apiUrl) {
    setTimeout(() => void services().then((doors) => doors.checkOrigin()).then((module) => module.checkOrigin(context, location.origin)), 0)
  }
  // A full-page social login came back (SPEC §2 result_uri): the socials feature finishes it.
  if (browser && config.features.socials && new URLSearchParams(location.search).has('result_uri')) {
    plugins.load('socials').catch((error: unknown) => logger.error('The social login could not be finished', error))
  }
  // Restore the last session without waiting for a click; only its code loads, on demand.
  // From the first render it shows as restoring ('connecting'), on the network it was left on.
  const stored = browser && storage.get<StoredConnection>('connection')
  if (stored) {
    if (stored.caipNetworkId) chain.setActiveNetwork(stored.caipNetworkId)
    chain.setAccount(stored.namespace, { status: 'connecting' })
    context.connection().then(
      (controller) => controller.reconnect(),
      (error: unknown) => logger.error('The session could not be restored', error),
    )
  }

  return {
    ...context,
    open: modal.open,
    close: modal.close,
    disconnect: async (namespace) => (await context.connection()).disconnect(namespace),
    switchNetwork: async (network) => (await context.connection()).switchNetwork(network),
    pay: async (request) => (await plugins.api('pay')).pay(request),
    getProvider: (namespace) =>
      (chain.state.accounts[namespace]?.status == 'connected' ? kernel.adapters.loaded(namespace)?.provider?.() : undefined) as never,
    siwx: {
      getSessions: async () => {
        // SPEC §8: asked of an app that did not turn sign-in on.
        if (config.features.siwx === false) throw new AirlockError('SIWX_NOT_ENABLED', 'SIWX is not enabled')
        return (await plugins.api('siwx')).getSessions()
      },
    },
    destroy() {
      plugins.destroy()
      context.wallets.stop()
      bus.clear()
    },
  }
}
