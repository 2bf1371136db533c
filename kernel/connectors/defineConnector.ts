import type { AirlockContext } from '../context.js'
import type { ViewLoader } from '../plugins/definePlugin.js'
import type { ConfigExtensions, ConnectorRegistry, ViewName } from '../registry.js'
import type { ConnectorSession } from './ConnectorSession.js'

/**
 * What every connector does, made once per instance on first use. How a session begins is
 * the connector's own (a QR pairing, a sign-in form): plugins and views reach it typed
 * through `ConnectorRegistry`, and hand the session over with `connection.connectWith`.
 */
export interface Connector {
  /** The session an earlier page load left, when it is still alive (it is restored on reload). */
  restore(): Promise<ConnectorSession | undefined>
}

/** Makes a connector for one instance. */
export type ConnectorFactory = (context: AirlockContext) => Connector | Promise<Connector>

/**
 * A top-level config key a connector adds: `'url'` (an optional absolute URL), `'flag'` (a
 * boolean, default false) or `'options'` (an optional object, whose fields the connector checks).
 */
export type ConfigKey = 'url' | 'flag' | 'options'

/** How a connector's code loads: the connector, and each of its views on its own. */
export interface ConnectorLoaders {
  /** Loads the connector's code. */
  connector: () => Promise<ConnectorFactory | { default: ConnectorFactory }>
  /** The connector's views (a QR pairing, an approval), each loaded when first shown. */
  views?: { [V in ViewName]?: ViewLoader }
}

/**
 * A connector: a way to wallets that is not a chain (a pairing protocol, a wallet in a frame). Its
 * sessions span namespaces; each chain adapter adopts its own. Its code loads on first use;
 * its views are resolved like a plugin's. Its loaders are given inline, or by `details`, one
 * loader of a module that exports them, with `views` then listing the views' names (what the
 * built-in manifests do, so start-up holds one loader each).
 */
export interface ConnectorDescriptor {
  name: string
  /** Loads the connector's code. */
  connector?: ConnectorLoaders['connector']
  /** The connector's views by name with their loaders, or (with `details`) their names. */
  views?: ConnectorLoaders['views'] | readonly ViewName[]
  details?: () => Promise<ConnectorLoaders>
  /** The keys it adds at the top level of the config; type them in `ConfigExtensions`. */
  config?: Record<string, ConfigKey>
  /**
   * The views the modal opens on when no chain adapter can reach a wallet in the page and
   * none is connected, or always when the host set its `exclusive` flag (SPEC §2's open
   * rules).
   */
  fallbackView?: { desktop: ViewName; mobile: ViewName }
  /** The flag among its config keys by which a host gives wallet connection to it alone. */
  exclusive?: keyof ConfigExtensions & string
}

/** What `connectors` in the config accepts: a built-in connector's name, or a descriptor. */
export type ConnectorInput = (keyof ConnectorRegistry & string) | ConnectorDescriptor

/**
 * Declares a connector with full typing; its code loads only when first used.
 *
 * @example
 * export const embeddedConnector = defineConnector({ name: 'embedded', views: ['ApproveTransaction'], details: () => import('./details.js'), config: { frameUrl: 'url' } })
 */
export function defineConnector<const C extends ConnectorDescriptor>(connector: C): C {
  return connector
}
