import type { AirlockContext } from '../context.js'
import type { ViewName } from '../registry.js'
import type { Plugin, Teardown, ViewLoader } from './definePlugin.js'

/** What the plugin host knows of one plugin, loaded or not. */
export interface PluginEntry {
  name: string
  views: ViewName[]
  contributes?: Plugin['contributes']
  importPlugin: () => Promise<Plugin>
  imported?: Promise<Plugin>
  ready?: Promise<Plugin>
  /** A bare `() => import()` plugin: nothing is known about it before it loads. */
  opaque: boolean
}

/** The plugin host's records, shared by its start-up half and its loading half. */
export interface PluginRecords {
  entries: PluginEntry[]
  byName: Map<string, PluginEntry>
  coreViews: Map<ViewName, ViewLoader>
  teardowns: Teardown[]
  /** Bumped when what the plugins contribute may have changed. */
  state: { version: number }
  getContext: () => AirlockContext
}
