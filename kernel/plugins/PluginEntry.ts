import type { AirlockContext } from '../context.js'
import type { ViewName } from '../registry.js'
import type { Contributions, OptionsSchema, Plugin, PluginDetails, Teardown, ViewLoader } from './definePlugin.js'

/** What the plugin host knows of one plugin, loaded or not. */
export interface PluginEntry {
  name: string
  views: readonly ViewName[]
  contributes?: Contributions | undefined
  /** Loads what only the modal needs (entries, options schema); the feature's options wait for it. */
  details?: (() => Promise<PluginDetails>) | undefined
  /** Its details' import as `prepare()` asked for it at once, beside the loading half that reads it. */
  asked?: Promise<PluginDetails> | undefined
  detailed?: Promise<void> | undefined
  /** Its options schema's import, when its details give a loader: asked once, by whoever needs it first. */
  schema?: Promise<OptionsSchema | { default: OptionsSchema }> | undefined
  /** Its options schema when given inline (else its details may give one). */
  options?: OptionsSchema | undefined
  /** Why the plugin is off after all (a bad option found when its details loaded). */
  error?: Error | undefined
  importPlugin: () => Promise<Plugin>
  imported?: Promise<Plugin> | undefined
  ready?: Promise<Plugin> | undefined
  /** A bare `() => import()` plugin: nothing is known about it before it loads. */
  opaque: boolean
}

/** The plugin host's records, shared by its start-up half and its loading half. */
export interface PluginRecords {
  entries: PluginEntry[]
  coreViews: Map<ViewName, ViewLoader>
  /** The components views resolved to, so a view shown once renders at once afterwards. */
  resolved: Map<ViewName, unknown>
  /** What each plugin's setup returned as its api. */
  apis: Map<string, unknown>
  teardowns: Teardown[]
  /** Bumped when what the plugins contribute may have changed. */
  state: { version: number }
  /** The plugin that declared `view`, if one did. */
  providerOf(view: ViewName): string | undefined
  getContext: () => AirlockContext
}

/** The plugin host's loading half (`services/plugins/loadPlugins.ts`): importing, setting up and resolving views. */
export interface PluginLoading {
  load(name: string): Promise<Plugin>
  api(name: string): Promise<unknown>
  prefetch(name: string): void
  prefetchView(view: ViewName): void
  resolveView(view: ViewName): Promise<unknown>
  prepare(): Promise<void>
  loadOpaque(): Promise<void>
}

/** Loads the loading half, which createAirlock hands the kernel; given the records, it may start what the half asks first. */
export type PluginLoader = (records: PluginRecords) => Promise<{ loadPlugins(records: PluginRecords): PluginLoading }>
