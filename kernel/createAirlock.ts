import { createAlerts } from './alerts/createAlerts.js'
import { createEventBus } from './bus/createEventBus.js'
import { type AirlockConfigInput, parseConfig } from './config/parseConfig.js'
import type { AirlockContext } from './context.js'
import { isMobile } from './env/isMobile.js'
import { createLogger } from './logger/createLogger.js'
import { createModalController, type OpenOptions } from './modal/createModalController.js'
import { enabledBuiltinFeatures } from './plugins/builtinFeatures.js'
import { createPluginHost } from './plugins/createPluginHost.js'
import type { ChainNamespace } from './caip/chainNamespaces.js'
import type { Network } from './networks/Network.js'
import type { ViewName } from './registry.js'
import { createRouter } from './router/createRouter.js'
import { createChainState } from './state/createChainState.js'

/** One Airlock instance: its services, plus open, close and destroy. */
export interface Airlock extends AirlockContext {
  /** Opens the modal on the view the open rules pick, or on `options.view`. */
  open<V extends ViewName>(options?: OpenOptions<V>): void
  close(): void
  /** Disconnects the wallet of `namespace`, or of every namespace. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Makes `network` the active one, asking the connected wallet to switch when there is one. */
  switchNetwork(network: Network): Promise<void>
  /** Runs every plugin's teardown and drops every listener. */
  destroy(): void
}

const adapterNamespaces = new Set(['eip155', 'solana'])

/**
 * Creates an Airlock kernel from the host's config. The config is parsed once; a bad one
 * throws a `ConfigError` naming the field. Each call makes fresh state, so two instances on
 * one page share nothing.
 *
 * @example
 * const airlock = createAirlock({ projectId: 'my-app', networks: [mainnet, base] })
 * airlock.open()
 */
export function createAirlock(input: AirlockConfigInput): Airlock {
  const config = parseConfig(input)
  const logger = createLogger()
  const bus = createEventBus({
    onHandlerError: (type, error) => logger.error(`A "${type}" handler threw`, error),
  })
  const chain = createChainState(config.networks, config.defaultNetwork)
  // The router closes through the modal, which is created right after it.
  let modal: ReturnType<typeof createModalController> | undefined
  const router = createRouter({ bus, close: () => modal?.close() })
  const adapters =
    config.adapters ?? [...new Set(config.networks.map((network) => network.chainNamespace))].filter((namespace) =>
      adapterNamespaces.has(namespace),
    )
  modal = createModalController({
    router,
    chain,
    bus,
    hasAdapters: () => adapters.length > 0,
    isMobile,
    embedded: config.enableEmbedded,
    manualWalletConnect: config.manualWalletConnect,
  })
  const alerts = createAlerts()
  const plugins = createPluginHost([...enabledBuiltinFeatures(config.features), ...config.plugins], () => context)
  const context: AirlockContext = { config, bus, router, modal, chain, alerts, logger, plugins, isMobile }
  // A plugin given as a bare loader says what it contributes only once loaded: load it when
  // the modal first opens, where its contributions would show.
  if (config.plugins.some((plugin) => typeof plugin === 'function')) {
    const off = bus.on('modal:open', () => {
      off()
      plugins.loadOpaque().catch((error: unknown) => logger.error('A plugin could not be loaded', error))
    })
  }

  return {
    ...context,
    open: modal.open,
    close: modal.close,
    async disconnect(namespace) {
      for (const key of namespace ? [namespace] : (Object.keys(chain.state.accounts) as ChainNamespace[])) {
        chain.removeAccount(key)
      }
    },
    async switchNetwork(network) {
      chain.setActiveNetwork(network.caipNetworkId)
    },
    destroy() {
      plugins.destroy()
      bus.clear()
    },
  }
}
