import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ContributionMessages } from '../i18n/Catalogs.js'
import type { AirlockContext } from '../context.js'
import type { AirlockEventName, ViewName, ViewRegistry } from '../registry.js'

/** A module whose default export is a view component (a React component in `airlock/react`). */
export interface ViewModule {
  default: unknown
}

/** Loads a view's code on demand. */
export type ViewLoader = () => Promise<ViewModule>

/** How a plugin's entry point in a shared place behaves when used: it shows one of its views. */
interface ContributionBase<V extends ViewName = ViewName> {
  label: string
  /**
   * A built-in icon name (`star`, `wallet`, `qr` …), an image URL, or the id of an image the
   * Airlock API serves (a sign-in provider's logo: `github`, `google` …).
   */
  icon?: string
  /** A short note at the end of the entry, such as 'QR code'. */
  tag?: string
  /** The label and tag in the person's language. */
  messages?: ContributionMessages
  view: V
  data?: ViewRegistry[V]
  /** Warms up what using the entry will need (its code, a client) when a person points at it. */
  prefetch?(context: AirlockContext): void
  /** Shown only while this field of the active account is true; unknown: Account loads the feature to decide. */
  when?: keyof NonNullable<AirlockContext['chain']['state']['accounts']['eip155']>
}

/** What a plugin adds to the modal's shared places. */
export type Contribution =
  /** An entry on the Connect view; `method` decides its place in the order rules. */
  | (ContributionBase & { kind: 'connectMethod'; method: 'email' | 'social' | 'wallet'; id: string })
  /** A button on the Account view, beside the account's network. */
  | (ContributionBase & { kind: 'accountAction'; id: string })
  /** Who the account is beyond its address (the social login it was opened with): a row under the address on the Account view. */
  | (ContributionBase & { kind: 'accountIdentity'; id: string })
  /** A tab of the Account view; its view renders inside the tab panel. */
  | (ContributionBase & { kind: 'accountTab'; id: string })
  /** An entry of the embedded wallet's own menu (Account → Email & keys), for features that act on that wallet. */
  | (ContributionBase & { kind: 'walletAction'; id: string })

/** What a plugin contributes: a list, or a list made from the instance's context. */
export type Contributions = Contribution[] | ((context: AirlockContext) => Contribution[])

/** A function run when the plugin is removed or the kernel is destroyed. */
export type Teardown = () => void

/** What a plugin's setup may return: nothing, a teardown, or its `api` and teardown. */
export type SetupResult<Api = unknown> = void | Teardown | { api?: Api; teardown?: Teardown }

/**
 * The schema of `features.<name>` for a plugin that takes options beyond true/false: any
 * Standard Schema that validates synchronously (valibot, zod 4, …). It parses `undefined`
 * (the feature switched on with `true`) to the defaults.
 */
export type OptionsSchema = StandardSchemaV1

/** A feature: views, contributions, options and a setup hook that receives the kernel's services. */
export interface Plugin<Api = unknown> {
  name: string
  views?: { [V in ViewName]?: ViewLoader }
  contributes?: Contributions
  options?: OptionsSchema
  /**
   * Runs once, the first time the plugin is needed. May return a teardown, or `{ api, teardown }`:
   * the api is what `context.plugins.api(name)` gives other plugins and the plugin's views.
   */
  setup?(context: AirlockContext): SetupResult<Api> | Promise<SetupResult<Api>>
}

/**
 * What start-up does not need of a plugin: the named exports of the module its descriptor's
 * `details` loads, with the modal (whose prefetch runs at idle) or before the plugin's setup,
 * whichever comes first.
 */
export interface PluginDetails {
  /** The views it provides, when its descriptor does not list them. */
  views?: readonly ViewName[]
  /** Its entries on Connect and Account: which show, in which order, for which account. */
  contributes?: Contributions
  /**
   * The schema of `features.<name>`, or a function that imports it (`() => import('./options.js')`,
   * so that the details' chunk carries no validation library); a bad value is reported as a
   * `ConfigError` then.
   */
  options?: OptionsSchema | (() => Promise<OptionsSchema | { default: OptionsSchema }>)
  /** Loads the plugin's code (its views, its setup), on first use. */
  load?: () => Promise<Plugin | { default: Plugin }>
}

/**
 * A plugin whose code is not loaded yet, as data: what it is called and provides, and the one
 * loader of the rest. Start-up carries only this; the built-in features' manifests are these.
 *
 * @example
 * export const greeterManifest = {
 *   name: 'greeter',
 *   views: ['Greeting'],
 *   // details.ts: export const contributes = [...], options = () => import('./options.js'), load = () => import('./index.js')
 *   details: () => import('./details.js'),
 * } satisfies PluginDescriptor
 */
export interface PluginDescriptor {
  name: string
  /** The views the plugin provides, so the router knows whom to load for them. */
  views?: readonly ViewName[]
  /** Loads its entries, its options schema and the loader of its code (`PluginDetails`): start-up never carries them. */
  details?: () => Promise<PluginDetails>
  /** Entries known at start-up (they ship with it): prefer `details`. */
  contributes?: Contributions
  /** An options schema given inline (it ships with start-up; prefer `details`), checked as the details' would be. */
  options?: OptionsSchema
  /** Whether the feature is on when the host does not mention it. Default: true. */
  enabled?: boolean
  /** A bus event that loads and sets up the plugin when it fires (SIWX on `account:connected`). */
  loadOn?: AirlockEventName
  /**
   * Loads the plugin's code, when its details do not say how. Without either the descriptor
   * names a feature whose code does not exist yet: `features.<name>` is accepted, the feature
   * stays off, and switching it on logs a warning naming it.
   */
  load?: () => Promise<Plugin | { default: Plugin }>
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
