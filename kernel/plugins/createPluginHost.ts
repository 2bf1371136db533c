import { proxy } from 'valtio/vanilla'
import type { AirlockContext } from '../context.js'
import { PluginError } from '../errors/PluginError.js'
import type { ViewName } from '../registry.js'
import type { Contribution, Plugin, PluginInput, Teardown, ViewLoader } from './definePlugin.js'

interface Entry {
  name: string
  views: ViewName[]
  contributes?: Plugin['contributes']
  importPlugin: () => Promise<Plugin>
  imported?: Promise<Plugin>
  ready?: Promise<Plugin>
  /** A bare `() => import()` plugin: nothing is known about it before it loads. */
  opaque: boolean
}

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
  destroy(): void
}

function toPlugin(module: Plugin | { default: Plugin }): Plugin {
  return 'default' in module && module.default ? module.default : (module as Plugin)
}

function toEntry(input: PluginInput, index: number): Entry {
  if (typeof input === 'function') {
    return { name: `lazy-plugin-${index}`, views: [], importPlugin: async () => toPlugin(await input()), opaque: true }
  }
  if ('load' in input) {
    const { load } = input
    return {
      name: input.name,
      views: input.views ?? [],
      contributes: input.contributes,
      importPlugin: async () => toPlugin(await load()),
      opaque: false,
    }
  }
  const plugin = input
  return {
    name: plugin.name,
    views: Object.keys(plugin.views ?? {}) as ViewName[],
    contributes: plugin.contributes,
    importPlugin: async () => plugin,
    opaque: false,
  }
}

/** Creates the plugin host of one kernel from the enabled plugins, built-in ones first. */
export function createPluginHost(inputs: PluginInput[], getContext: () => AirlockContext): PluginHost {
  const entries: Entry[] = inputs.map(toEntry)
  const byName = new Map<string, Entry>()
  for (const entry of entries) {
    if (byName.has(entry.name)) {
      throw new PluginError('DUPLICATE_PLUGIN', `Two plugins are named "${entry.name}"`, { plugin: entry.name })
    }
    byName.set(entry.name, entry)
  }
  const coreViews = new Map<ViewName, ViewLoader>()
  const teardowns: Teardown[] = []
  const state = proxy({ version: 0 })

  function entryOf(name: string): Entry {
    const entry = byName.get(name)
    if (!entry) throw new PluginError('PLUGIN_LOAD_FAILED', `No enabled plugin is named "${name}"`, { plugin: name })
    return entry
  }

  function importEntry(entry: Entry): Promise<Plugin> {
    entry.imported ??= entry.importPlugin().then(
      (plugin) => {
        // What an opaque plugin provides is known only now.
        if (entry.opaque) {
          entry.views = Object.keys(plugin.views ?? {}) as ViewName[]
          entry.contributes = plugin.contributes
          state.version++
        }
        return plugin
      },
      (cause: unknown) => {
        entry.imported = undefined
        throw new PluginError('PLUGIN_LOAD_FAILED', `The "${entry.name}" plugin could not be loaded`, {
          plugin: entry.name,
          cause,
        })
      },
    )
    return entry.imported
  }

  async function setUp(entry: Entry): Promise<Plugin> {
    const context = getContext()
    try {
      const plugin = await importEntry(entry)
      const teardown = await plugin.setup?.(context)
      if (typeof teardown === 'function') teardowns.push(teardown)
      context.bus.emit('plugin:loaded', { name: entry.name })
      return plugin
    } catch (cause) {
      entry.ready = undefined
      const error =
        cause instanceof PluginError
          ? cause
          : new PluginError('PLUGIN_SETUP_FAILED', `The "${entry.name}" plugin failed to start`, {
              plugin: entry.name,
              cause,
            })
      context.bus.emit('plugin:error', { name: entry.name, error })
      throw error
    }
  }

  function load(name: string): Promise<Plugin> {
    const entry = entryOf(name)
    entry.ready ??= setUp(entry)
    return entry.ready
  }

  function providerOf(view: ViewName): string | undefined {
    return entries.find((entry) => entry.views.includes(view))?.name
  }

  async function loadOpaque() {
    await Promise.all(entries.filter((entry) => entry.opaque).map((entry) => load(entry.name)))
  }

  return {
    state,
    names: entries.map((entry) => entry.name),
    contributions(kind) {
      const context = getContext()
      return entries.flatMap((entry) => {
        const list = typeof entry.contributes === 'function' ? entry.contributes(context) : (entry.contributes ?? [])
        return list.filter((item): item is Extract<Contribution, { kind: typeof kind }> => item.kind === kind)
      })
    },
    load,
    prefetch(name) {
      const entry = byName.get(name)
      if (entry) importEntry(entry).catch(() => {})
    },
    prefetchView(view) {
      const core = coreViews.get(view)
      if (core) {
        core().catch(() => {})
        return
      }
      const name = providerOf(view)
      const entry = name ? byName.get(name) : undefined
      if (entry) importEntry(entry).then((plugin) => plugin.views?.[view]?.(), () => {}).catch(() => {})
    },
    providerOf,
    registerView(view, loader) {
      coreViews.set(view, loader)
    },
    async resolveView(view) {
      const core = coreViews.get(view)
      if (core) return (await core()).default
      let name = providerOf(view)
      if (!name && entries.some((entry) => entry.opaque && !entry.ready)) {
        await loadOpaque()
        name = providerOf(view)
      }
      if (!name) throw new PluginError('UNKNOWN_VIEW', `No enabled plugin provides the view "${view}"`)
      const plugin = await load(name)
      const loader = plugin.views?.[view]
      if (!loader) {
        throw new PluginError('UNKNOWN_VIEW', `The "${name}" plugin declares the view "${view}" but has no code for it`, {
          plugin: name,
        })
      }
      return (await loader()).default
    },
    loadOpaque,
    destroy() {
      for (const teardown of teardowns.splice(0)) {
        try {
          teardown()
        } catch {
          // One failing teardown must not keep the others from running.
        }
      }
    },
  }
}
