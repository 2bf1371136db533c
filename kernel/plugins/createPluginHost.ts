import { proxy } from 'valtio/vanilla'
import type { AirlockContext } from '../context.js'
import { PluginError } from '../errors/PluginError.js'
import type { ViewName } from '../registry.js'
import type { Contribution, Plugin, PluginInput, Teardown, ViewLoader } from './definePlugin.js'
import type { PluginLoading } from './loadPlugins.js'
import type { PluginEntry, PluginRecords } from './PluginEntry.js'

/** Loads plugins on first need and resolves views to their code. */
export interface PluginHost {
  /** Bumped whenever what the plugins contribute may have changed; subscribe to re-render. */
  readonly state: { version: number }
  readonly names: readonly string[]
  /** What the enabled plugins contribute to one shared place, in plugin order. */
  contributions<K extends Contribution['kind']>(kind: K): Extract<Contribution, { kind: K }>[]
  /** Loads a plugin and runs its setup, once. */
  load(name: string): Promise<Plugin>
  /** Downloads a plugin's code without running it, when a person is likely to need it. */
  prefetch(name: string): void
  /** Downloads the code behind a view without running any setup. */
  prefetchView(view: ViewName): void
  /** The plugin that provides `view`, if one declared it. */
  providerOf(view: ViewName): string | undefined
  /** Makes `view` resolve to `loader` (used for the modal's own views). */
  registerView(view: ViewName, loader: ViewLoader): void
  /** Loads whatever provides `view` and returns its component. */
  resolveView(view: ViewName): Promise<unknown>
  /** Loads every plugin known only by its loader, so its contributions can show. */
  loadOpaque(): Promise<void>
  /** Runs the teardown of every plugin set up so far. */
  destroy(): void
}

function toPlugin(module: Plugin | { default: Plugin }): Plugin {
  return 'default' in module && module.default ? module.default : (module as Plugin)
}

function toEntry(input: PluginInput, index: number): PluginEntry {
  if (typeof input === 'function') {
    return { name: `lazy-plugin-${index}`, views: [], importPlugin: async () => toPlugin(await input()), opaque: true }
  }
  if ('load' in input) {
    const { load } = input
    return { name: input.name, views: input.views ?? [], contributes: input.contributes, importPlugin: async () => toPlugin(await load()), opaque: false }
  }
  return { name: input.name, views: Object.keys(input.views ?? {}) as ViewName[], contributes: input.contributes, importPlugin: async () => input, opaque: false }
}

/**
 * Creates the plugin host of one kernel from the enabled plugins, built-in ones first. What
 * plugins contribute is known at once; the code that loads them arrives on first use.
 */
export function createPluginHost(inputs: PluginInput[], getContext: () => AirlockContext): PluginHost {
  const records: PluginRecords = {
    entries: inputs.map(toEntry),
    byName: new Map(),
    coreViews: new Map(),
    teardowns: [] as Teardown[],
    state: proxy({ version: 0 }),
    getContext,
  }
  for (const entry of records.entries) {
    if (records.byName.has(entry.name)) throw new PluginError('DUPLICATE_PLUGIN', `Two plugins are named "${entry.name}"`, { plugin: entry.name })
    records.byName.set(entry.name, entry)
  }
  let loading: Promise<PluginLoading> | undefined
  const loader = () => (loading ??= import('./loadPlugins.js').then((module) => module.loadPlugins(records)))

  return {
    state: records.state,
    names: records.entries.map((entry) => entry.name),
    contributions(kind) {
      const context = getContext()
      return records.entries.flatMap((entry) => {
        const list = typeof entry.contributes === 'function' ? entry.contributes(context) : (entry.contributes ?? [])
        return list.filter((item): item is Extract<Contribution, { kind: typeof kind }> => item.kind === kind)
      })
    },
    providerOf: (view) => records.entries.find((entry) => entry.views.includes(view))?.name,
    registerView(view, loader) {
      records.coreViews.set(view, loader)
    },
    load: async (name) => (await loader()).load(name),
    prefetch: (name) => void loader().then((loading) => loading.prefetch(name)),
    prefetchView: (view) => void loader().then((loading) => loading.prefetchView(view)),
    resolveView: async (view) => (await loader()).resolveView(view),
    loadOpaque: async () => (await loader()).loadOpaque(),
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
