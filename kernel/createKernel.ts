import { createAdapterHost } from './adapters/createAdapterHost.js'
import type { AdapterDescriptor } from './adapters/defineAdapter.js'
import { createEventBus } from './bus/createEventBus.js'
import type { AirlockConfig } from './config/parseConfig.js'
import type { ConnectorDescriptor } from './connectors/defineConnector.js'
import type { AirlockContext } from './context.js'
import { createModalController, type ModalChainView } from './modal/createModalController.js'
import { createPluginHost } from './plugins/createPluginHost.js'
import type { Plugin, PluginDescriptor, PluginInput } from './plugins/definePlugin.js'
import type { PluginLoader } from './plugins/PluginEntry.js'
import { development } from './development.js'
import { resolveInputs } from './resolveInputs.js'
import { createRouter } from './router/createRouter.js'

/** What the kernel is built from besides the parsed config: the built-ins and a few services. */
export interface KernelOptions {
  /** The built-in features' manifests, in order (`plugins/index.ts`). */
  features: readonly PluginDescriptor[]
  /** The built-in chain adapters by name (`adapters/index.ts`). */
  adapters: Readonly<Record<string, AdapterDescriptor>>
  /** The built-in connectors by name (`adapters/index.ts`). */
  connectors: Readonly<Record<string, ConnectorDescriptor>>
  /** The network and account state the modal rules read. */
  chain: ModalChainView
  /** Where a bus handler's error is reported (the instance's logger). */
  logger: { error(message: string, detail?: unknown): void }
  isMobile(): boolean
  /** Loads the plugin host's loading half (`services/plugins/loadPlugins.ts`), with the config checks it runs. */
  pluginLoading: PluginLoader
  /** The instance's whole context, once made: what plugins and adapters receive. */
  context(): AirlockContext
}

/** The parts of one instance the kernel owns. */
export type Kernel = Pick<AirlockContext, 'config' | 'bus' | 'router' | 'modal' | 'plugins' | 'adapters' | 'connectors'>

/**
 * Creates the kernel of one instance: event bus, view stack, modal rules, and the hosts that
 * load plugins, adapters and connectors on first use. A built-in
 * feature the config switches on but whose code does not exist yet logs one warning.
 */
export function createKernel(config: AirlockConfig, options: KernelOptions): Kernel {
  const { logger, context, chain } = options
  const bus = createEventBus({ onHandlerError: (type, error) => logger.error(`A "${type}" handler threw`, error) })
  // The router closes through the modal, which is made right after it.
  const router = createRouter({ bus, close: () => modal.close() })
  // Without `adapters` in the config: the built-in adapter of each configured network's namespace.
  const namespaces = config.networks.map((network) => network.chainNamespace)
  const adapters = createAdapterHost(
    config.adapters ? resolveInputs(config.adapters, options.adapters) : Object.values(options.adapters).filter((adapter) => namespaces.includes(adapter.namespace)),
    context,
  )
  const connectors = config.connectors ? resolveInputs(config.connectors, options.connectors) : Object.values(options.connectors)
  const fallback = connectors.find((connector) => connector.fallbackView)
  const modal = createModalController({
    router,
    chain,
    bus,
    embedded: config.enableEmbedded,
    headless: config.headless,
    // SPEC §2: the host gave wallet connection to a connector, or no adapter and no address.
    fallbackView: (connected) =>
      fallback && ((fallback.exclusive && config[fallback.exclusive]) || (!adapters.descriptors.length && !connected))
        ? fallback.fallbackView![options.isMobile() ? 'mobile' : 'desktop']
        : undefined,
  })
  const enabled = (plugin: PluginInput) => typeof plugin === 'function' || config.features[plugin.name as keyof typeof config.features] !== false
  // A feature whose code does not exist yet says so to the developer, once (not in a production build).
  const features = options.features.filter((feature) => enabled(feature) && (feature.load || feature.details || (development && console.warn(`[airlock] features.${feature.name}: not available yet`))))
  // A connector's views resolve like a plugin's: to the plugin host it is a plugin without setup.
  const viewsOf = ({ name, views, details }: ConnectorDescriptor): PluginInput =>
    Array.isArray(views) ? { name, views, load: async () => ({ name, views: (await details!()).views }) } : { name, views: views as Plugin['views'] }
  const plugins = createPluginHost([...features, ...config.plugins.filter(enabled), ...connectors.map(viewsOf)], context, options.pluginLoading)
  for (const { loadOn, name } of features) loadOn && bus.on(loadOn, () => plugins.load(name).catch(() => {}))
  return { config, bus, router, modal, plugins, adapters, connectors }
}
