import type { ConfigError } from '../../kernel/errors/ConfigError.js'
import { PluginError } from '../../kernel/errors/PluginError.js'
import type { OptionsSchema, Plugin } from '../../kernel/plugins/definePlugin.js'
import { unwrapDefault } from '../../kernel/unwrapDefault.js'
import type { PluginEntry, PluginLoading, PluginRecords } from '../../kernel/plugins/PluginEntry.js'
import type { ViewName } from '../../kernel/registry.js'
import { checkConfigDetails } from '../config/checkConfigDetails.js'
import { parseFeatureOptions } from '../config/parseFeatureOptions.js'
import { isConfigured, optionsLoaderOf } from './optionsLoaderOf.js'

/**
 * The kernel plugin host's loading half: importing plugins, checking their options and the
 * config's rarer keys, setting them up and resolving views. createAirlock hands the kernel its
 * loader; it is a chunk of its own, so a page that never opens the modal never downloads it.
 */
export function loadPlugins(records: PluginRecords): PluginLoading {
  const { entries, coreViews, resolved, apis, teardowns, state, providerOf, getContext } = records
  const byName = new Map(entries.map((entry) => [entry.name, entry]))

  function importEntry(entry: PluginEntry): Promise<Plugin> {
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
        throw new PluginError('PLUGIN_LOAD_FAILED', `The "${entry.name}" plugin could not be loaded`, { plugin: entry.name, cause })
      },
    )
    return entry.imported
  }

  // The config's rarer keys, checked when the first details load (createAirlock checked the
  // rest); a bad one is said in the log and on the bus.
  let checked = false
  function checkConfig() {
    if (checked) return
    checked = true
    const { config, connectors, logger, bus } = getContext()
    try {
      checkConfigDetails(config, connectors)
    } catch (error) {
      logger.error((error as Error).message, error)
      bus.emit('config:error', { error: error as ConfigError })
    }
  }

  // A plugin's details: its entries, and the check of its options against their schema (a bad
  // value switches the plugin off and is reported as the ConfigError createAirlock would throw).
  function detailsOf(entry: PluginEntry): Promise<void> {
    checkConfig()
    const features = getContext().config.features as Record<string, unknown>
    const checked = isConfigured(features, entry.name)
    entry.detailed ??= Promise.resolve(entry.asked ?? entry.details?.())
      // A schema the details import (their chunk then carries no validation library), for a feature that is on.
      .then(async (details) => {
        const load = optionsLoaderOf(entry, details, features)
        return [details, load ? unwrapDefault(await (entry.schema ??= load())) : details?.options] as const
      })
      .then(
        ([details, schema]) => {
          if (details?.contributes) entry.contributes = details.contributes
          if (details?.views) entry.views = details.views
          const { logger, bus } = getContext()
          try {
            if (checked) features[entry.name] = parseFeatureOptions(entry.name, features[entry.name], entry.options ?? (schema as OptionsSchema | undefined))
          } catch (error) {
            entry.error = error as Error
            logger.error(`The "${entry.name}" feature is off: ${entry.error.message}`, error)
            bus.emit('plugin:error', { name: entry.name, error: entry.error })
          }
          if (details) state.version++
        },
        (cause: unknown) => {
          entry.detailed = entry.asked = entry.schema = undefined
          throw new PluginError('PLUGIN_LOAD_FAILED', `The "${entry.name}" plugin could not be loaded`, { plugin: entry.name, cause })
        },
      )
    return entry.detailed
  }

  // Every plugin's details; one that fails to load leaves the others' entries to show.
  const prepare = () => Promise.all(entries.map((entry) => detailsOf(entry).catch(() => {}))).then(() => {})

  async function setUp(entry: PluginEntry): Promise<Plugin> {
    const context = getContext()
    try {
      await detailsOf(entry)
      if (entry.error) throw entry.error
      const plugin = await importEntry(entry)
      const result = await plugin.setup?.(context)
      const teardown = typeof result === 'function' ? result : result?.teardown
      if (teardown) teardowns.push(teardown)
      if (typeof result === 'object' && 'api' in result) {
        apis.set(entry.name, result.api)
        teardowns.push(() => apis.delete(entry.name))
      }
      context.bus.emit('plugin:loaded', { name: entry.name })
      return plugin
    } catch (cause) {
      entry.ready = undefined
      const error =
        cause instanceof PluginError || cause === entry.error
          ? (cause as PluginError)
          : new PluginError('PLUGIN_SETUP_FAILED', `The "${entry.name}" plugin failed to start`, { plugin: entry.name, cause })
      if (cause !== entry.error) context.bus.emit('plugin:error', { name: entry.name, error })
      throw error
    }
  }

  function load(name: string): Promise<Plugin> {
    const entry = byName.get(name)
    if (!entry) {
      // A feature the config switched off is said as such (loadFeature's FEATURE_OFF), here in the lazy half rather than at start-up.
      const off = (getContext().config.features as Record<string, unknown>)[name] === false
      const error = off
        ? new PluginError('FEATURE_OFF', `The "${name}" feature is off (features.${name} is false in the config)`, { plugin: name })
        : new PluginError('PLUGIN_LOAD_FAILED', `No enabled plugin is named "${name}"`, { plugin: name })
      return Promise.reject(error)
    }
    entry.ready ??= setUp(entry)
    return entry.ready
  }

  async function loadOpaque() {
    await Promise.all(entries.filter((entry) => entry.opaque).map((entry) => load(entry.name)))
  }

  return {
    load,
    api: async (name) => (await load(name), apis.get(name)),
    loadOpaque,
    prepare,
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
      const entry = byName.get(providerOf(view) ?? '')
      if (entry) importEntry(entry).then((plugin) => plugin.views?.[view]?.(), () => {}).catch(() => {})
    },
    async resolveView(view) {
      await prepare()
      const component = await resolve(view)
      resolved.set(view, component)
      return component
    },
  }

  // What provides `view`: a registered view, else the plugin that declared it (a bare lazy
  // plugin may turn out to, once loaded).
  async function resolve(view: ViewName): Promise<unknown> {
    const core = coreViews.get(view)
    if (core) return (await core()).default
    let name = providerOf(view)
    if (!name && entries.some((entry) => entry.opaque && !entry.ready)) {
      await loadOpaque()
      name = providerOf(view)
    }
    if (!name) throw new PluginError('UNKNOWN_VIEW', `No enabled plugin provides the view "${view}"`)
    const loader = (await load(name)).views?.[view]
    if (!loader) {
      throw new PluginError('UNKNOWN_VIEW', `The "${name}" plugin declares the view "${view}" but has no code for it`, { plugin: name })
    }
    return (await loader()).default
  }
}
