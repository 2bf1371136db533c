import { describe, expect, it, vi } from 'vitest'
import type { PluginDetails } from '../kernel/plugins/definePlugin.js'
import type { PluginEntry, PluginRecords } from '../kernel/plugins/PluginEntry.js'
import { serviceDoors } from './serviceDoors.js'

const schema = { '~standard': { version: 1, vendor: 'test', validate: (value: unknown) => ({ value }) } } as const

function recordsOf(entries: Partial<PluginEntry>[], features: Record<string, unknown>): PluginRecords {
  return {
    entries: entries.map((entry) => ({ name: 'x', views: [], importPlugin: async () => ({ name: 'x' }), opaque: false, ...entry })),
    getContext: () => ({ config: { features } }),
  } as unknown as PluginRecords
}

describe('serviceDoors.loadPlugins', () => {
  it('behavior: a configured feature’s options schema is asked as soon as its details are here, not once the loading half has arrived', async () => {
    const configured = vi.fn(async () => ({ default: schema }))
    const unconfigured = vi.fn(async () => ({ default: schema }))
    const off = vi.fn(async () => ({ default: schema }))
    const inline = vi.fn(async () => ({ default: schema }))
    const ask = (options: PluginDetails['options']) => Promise.resolve({ options } as PluginDetails)
    const records = recordsOf(
      [
        { name: 'configured', asked: ask(configured) },
        { name: 'unconfigured', asked: ask(unconfigured) },
        { name: 'off', asked: ask(off) },
        // A schema given inline is checked as it is; its details' loader is not needed.
        { name: 'inline', asked: ask(inline), options: schema },
        // A schema (callable or not) is no loader; a feature whose details failed asks nothing.
        { name: 'schema', asked: ask(schema) },
        { name: 'failed', asked: Promise.reject(new Error('offline')) },
        { name: 'unasked' },
      ],
      { configured: { greeting: 'Hi' }, off: false, inline: {}, schema: {}, failed: {}, unasked: {} },
    )
    const half = serviceDoors.loadPlugins(records)
    await vi.waitFor(() => expect(configured).toHaveBeenCalledOnce())
    expect([unconfigured, off, inline].map((loader) => loader.mock.calls.length)).toEqual([0, 0, 0])
    // Kept on the entry: the loading half's check of the options waits for this import, not another.
    expect(records.entries.map((entry) => entry.schema !== undefined)).toEqual([true, false, false, false, false, false, false])
    await expect(half).resolves.toMatchObject({ loadPlugins: expect.any(Function) })
  })
})
