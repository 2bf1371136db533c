import type { AirlockContext } from '../context.js'
import type { ViewName, ViewRegistry } from '../registry.js'

/** A module whose default export is a view component (a React component in `airlock/react`). */
export interface ViewModule {
  default: unknown
}

/** Loads a view's code on demand. */
export type ViewLoader = () => Promise<ViewModule>

/** How a plugin's entry point in a shared place behaves when used: it shows one of its views. */
interface ContributionBase<V extends ViewName = ViewName> {
  label: string
  /** A built-in icon name (`mail`, `send`, `google` …) or an image URL. */
  icon?: string
  view: V
  data?: ViewRegistry[V]
}

/** What a plugin adds to the modal's shared places. */
export type Contribution =
  /** An entry on the Connect view; `method` decides its place in the order rules. */
  | (ContributionBase & { kind: 'connectMethod'; method: 'email' | 'social' | 'wallet'; id: string })
  /** A button on the Account view, such as Send or Swap. */
  | (ContributionBase & { kind: 'accountAction'; id: string })
  /** A tab of the Account view; its view renders inside the tab panel. */
  | (ContributionBase & { kind: 'accountTab'; id: string })

/** A function run when the plugin is removed or the kernel is destroyed. */
export type Teardown = () => void

/** A feature: views, contributions and a setup hook that receives the kernel's services. */
export interface Plugin {
  name: string
  views?: { [V in ViewName]?: ViewLoader }
  contributes?: Contribution[] | ((context: AirlockContext) => Contribution[])
  /** Runs once, the first time the plugin is needed. May return a teardown. */
  setup?(context: AirlockContext): void | Teardown | Promise<void | Teardown>
}

/** A plugin whose code is not loaded yet: what it contributes, and how to load it. */
export interface PluginDescriptor {
  name: string
  /** The views the plugin provides, so the router knows whom to load for them. */
  views?: ViewName[]
  contributes?: Contribution[] | ((context: AirlockContext) => Contribution[])
  load: () => Promise<Plugin | { default: Plugin }>
}

/** A plugin loaded on first need with no declared contributions (`() => import('my-plugin')`). */
export type LazyPlugin = () => Promise<Plugin | { default: Plugin }>

/** Anything `plugins` in the config accepts. */
export type PluginInput = Plugin | PluginDescriptor | LazyPlugin

/**
 * Declares a plugin with full typing. Built-in features and third-party plugins use the
 * same helper and the same API.
 *
 * @example
 * export default definePlugin({
 *   name: 'greeter',
 *   views: { Greeting: () => import('./Greeting.js') },
 *   contributes: [{ kind: 'accountAction', id: 'greet', label: 'Greet', icon: 'star', view: 'Greeting' }],
 *   setup(ctx) { return ctx.bus.on('modal:open', () => {}) },
 * })
 */
export function definePlugin<const P extends Plugin>(plugin: P): P {
  return plugin
}
