import type { Logger } from '../services/logger/createLogger.js'
import { createAdapterHost, resolveAdapters } from './adapters/createAdapterHost.js'
import type { AdapterDescriptor } from './adapters/defineAdapter.js'
import { createEventBus } from './bus/createEventBus.js'
import type { AirlockConfig } from './config/parseConfig.js'
import type { AirlockContext } from './context.js'
import { createModalController } from './modal/createModalController.js'
import { createPluginHost } from './plugins/createPluginHost.js'
import type { PluginDescriptor, PluginInput } from './plugins/definePlugin.js'
import { createRouter } from './router/createRouter.js'
import { createChainState } from './state/createChainState.js'

/** What the kernel is built from besides the parsed config: the built-ins and a few services. */
export interface KernelOptions {
  /** The built-in features' manifests, in order (`plugins/index.ts`). */
  features: readonly PluginDescriptor[]
  /** The built-in chain adapters by name (`adapters/index.ts`). */
  adapters: Readonly<Record<string, AdapterDescriptor>>
  logger: Logger
  isMobile(): boolean
  /** The instance's whole context, once made: what plugins and adapters receive. */
  context(): AirlockContext
}

/** The parts of one instance the kernel owns. */
export type Kernel = Pick<AirlockContext, 'config' | 'bus' | 'router' | 'modal' | 'chain' | 'plugins' | 'adapters'>

/**
 * Creates the kernel of one instance: event bus, view stack, modal rules, network and
 * account state, and the hosts that load plugins and adapters on first use. A built-in
 * feature the config switches on but whose code does not exist yet logs one warning.
 */
export function createKernel(config: AirlockConfig, options: KernelOptions): Kernel {
  const { logger, context } = options
  const bus = createEventBus({ onHandlerError: (type, error) => logger.error(`A "${type}" handler threw`, error) })
  const chain = createChainState(config.networks, config.defaultNetwork)
  // The router closes through the modal, which is made right after it.
  const router = createRouter({ bus, close: () => modal.close() })
  const adapters = createAdapterHost(resolveAdapters(config.adapters, config.networks.map((network) => network.chainNamespace), options.adapters), context)
  const modal = createModalController({
    router,
    chain,
    bus,
    hasAdapters: () => adapters.descriptors.length > 0,
    isMobile: options.isMobile,
    embedded: config.enableEmbedded,
    manualWalletConnect: config.manualWalletConnect,
  })
  const enabled = (plugin: PluginInput) => typeof plugin === 'function' || config.features[plugin.name as keyof typeof config.features] !== false
  const features = options.features.filter(enabled).filter((feature) => {
    if (!feature.load) console.warn(`[airlock] features.${feature.name}: this feature is not available yet, so it does nothing`)
    return feature.load
  })
  const plugins = createPluginHost([...features, ...config.plugins.filter(enabled)], context)
  return { config, bus, router, modal, chain, plugins, adapters }
}
