import { proxy } from 'valtio/vanilla'
import type { AirlockContext } from '../context.js'
import type { PluginApis, ViewName } from '../registry.js'
import { unwrapDefault } from '../unwrapDefault.js'
import type { Contribution, Plugin, PluginDescriptor, PluginInput, ViewLoader } from './definePlugin.js'
import type { PluginEntry, PluginLoader, PluginLoading, PluginRecords } from './PluginEntry.js'

/** Loads plugins on first need and resolves views to their code. */
export interface PluginHost {
  /** Bumped whenever what the plugins contribute may have changed; subscribe to re-render. */
  readonly state: { version: number }
  /** What the enabled plugins contribute to one shared place, in plugin order. */
  contributions<K extends Contribution['kind']>(kind: K): Extract<Contribution, { kind: K }>[]
  /** Loads a plugin and runs its setup, once. */
  load(name: string): Promise<Plugin>
  /** The api a plugin's setup returned, loading and setting up the plugin first if needed. */
  api<N extends keyof PluginApis & string>(name: N): Promise<PluginApis[N]>
  /** The api of a plugin already set up (its views render only after that), else undefined. */
  apiOf<N extends keyof PluginApis & string>(name: N): PluginApis[N] | undefined
  /** Downloads a plugin's code without running it, when a person is likely to need it. */
  prefetch(name: string): void
  /** Downloads the code behind a view without running any setup. */
  prefetchView(view: ViewName): void
  /** The plugin (or connector) that provides `view`, if one declared it. */
  providerOf(view: ViewName): string | undefined
  /** Makes `view` resolve to `loader` (the modal's own views, a connector's views). */
  registerView(view: ViewName, loader: ViewLoader): void
  /** Loads whatever provides `view` and returns its component. */
  resolveView(view: ViewName): Promise<unknown>
  /** The components views resolved to so far: a view shown once renders at once afterwards. */
  readonly resolved: ReadonlyMap<ViewName, unknown>
  /**
   * Loads what the modal lists of every plugin (its details: entries, and the options they
   * check) before Connect or Account shows; a plugin's own load waits for its details too.
   */
  prepare(): Promise<void>
  /** Loads every plugin known only by its loader, so its contributions can show. */
  loadOpaque(): Promise<void>
  /** Runs the teardown of every plugin set up so far. */
  destroy(): void
}

function toEntry(input: PluginInput, index: number): PluginEntry {
  if (typeof input === 'function') {
    return { name: `lazy-plugin-${index}`, views: [], importPlugin: async () => unwrapDefault(await input()), opaque: true }
  }
  if ('load' in input || 'details' in input) {
    const { load, details, views = [], options } = input as PluginDescriptor
    // The code's loader is the descriptor's own, or one its details give.
    const importPlugin = async () => unwrapDefault(await (load ?? (await details!()).load!)())
    return { name: input.name, views, contributes: input.contributes, details, options, importPlugin, opaque: false }
  }
  const plugin = input as Plugin
  return { name: plugin.name, views: Object.keys(plugin.views ?? {}) as ViewName[], contributes: plugin.contributes, options: plugin.options, importPlugin: async () => plugin, opaque: false }
}

/**
 * Creates the plugin host of one kernel from the enabled plugins, built-in ones first (their
 * names are unique: parseConfig checked). What plugins contribute is known at once; the code
 * that loads them arrives on first use.
 */
export function createPluginHost(inputs: PluginInput[], getContext: () => AirlockContext, loader: PluginLoader): PluginHost {
  const entries = inputs.map(toEntry)
  const records: PluginRecords = {
    entries,
    coreViews: new Map(),
    resolved: new Map(),
    apis: new Map(),
    teardowns: [],
    state: proxy({ version: 0 }),
    providerOf: (view) => entries.find((entry) => entry.views.includes(view))?.name,
    getContext,
  }
  let loading: Promise<PluginLoading> | undefined
  // What loads code runs in the loading half, which arrives with the first such call.
  const later =
    <K extends keyof PluginLoading>(method: K) =>
    (...args: Parameters<PluginLoading[K]>) =>
      (loading ??= loader(records).then((module) => module.loadPlugins(records))).then((half) => (half[method] as (...values: typeof args) => unknown)(...args)) as never

  return {
    state: records.state,
    contributions(kind) {
      const context = getContext()
      return entries.flatMap((entry) => {
        if (entry.error) return []
        const list = typeof entry.contributes === 'function' ? entry.contributes(context) : (entry.contributes ?? [])
        return list.filter((item): item is Extract<Contribution, { kind: typeof kind }> => item.kind === kind)
      })
    },
    providerOf: records.providerOf,
    registerView(view, loader) {
      records.coreViews.set(view, loader)
    },
    load: later('load'),
    api: later('api'),
    apiOf: (name) => records.apis.get(name) as never,
    prefetch: later('prefetch'),
    prefetchView: later('prefetchView'),
    resolveView: later('resolveView'),
    resolved: records.resolved,
    prepare: () => (entries.forEach((entry) => void (entry.asked ??= entry.details?.())?.catch(() => {})), later('prepare')()),
    loadOpaque: later('loadOpaque'),
    destroy() {
      for (const teardown of records.teardowns.splice(0)) {
        try {
          teardown()
        } catch {
          // One failing teardown must not keep the others from running.
        }
      }
    },
  }
}
