import { describe, expect, it, vi } from 'vitest'
import { createAirlock } from '../../airlock/createAirlock.js'
import * as z from 'zod/mini'
import { ConfigError } from '../errors/ConfigError.js'
import { PluginError } from '../errors/PluginError.js'
import { builtinFeatures } from '../../plugins/index.js'
import { definePlugin } from './definePlugin.js'

declare module 'airlock' {
  interface ViewRegistry {
    HostTestView: undefined
    HostLazyView: undefined
  }
}

const View = () => null
// The built-in features contribute too; these tests look at the plugins they pass alone.
const features = Object.fromEntries(builtinFeatures.map((feature) => [feature.name, false]))

describe('createPluginHost', () => {
  it('default: a plugin object contributes without loading, and loads on first view resolve', async () => {
    const setup = vi.fn()
    const viewLoader = vi.fn(async () => ({ default: View }))
    const airlock = createAirlock({
      projectId: 'p',
      features,
      plugins: [
        definePlugin({
          name: 'host-test',
          views: { HostTestView: viewLoader },
          contributes: [{ kind: 'accountAction', id: 'do', label: 'Do it', view: 'HostTestView' }],
          setup,
        }),
      ],
    })
    expect(airlock.plugins.contributions('accountAction').map((item) => item.label)).toEqual(['Do it'])
    expect(setup).not.toHaveBeenCalled()
    await expect(airlock.plugins.resolveView('HostTestView')).resolves.toBe(View)
    await airlock.plugins.resolveView('HostTestView')
    expect(setup).toHaveBeenCalledOnce()
    expect(setup).toHaveBeenCalledWith(expect.objectContaining({ bus: airlock.bus, router: airlock.router }))
  })

  it('behavior: a descriptor loads its code only when a view of it is needed', async () => {
    const load = vi.fn(async () => ({
      default: definePlugin({ name: 'lazy', views: { HostLazyView: async () => ({ default: View }) } }),
    }))
    const airlock = createAirlock({
      projectId: 'p',
      plugins: [{ name: 'lazy', views: ['HostLazyView'], load }],
    })
    expect(airlock.plugins.providerOf('HostLazyView')).toBe('lazy')
    expect(load).not.toHaveBeenCalled()
    expect(await airlock.plugins.resolveView('HostLazyView')).toBe(View)
    expect(load).toHaveBeenCalledOnce()
  })

  it('behavior: a descriptor’s details (entries, options schema) load with prepare, not at start-up', async () => {
    const details = vi.fn(async () => ({
      contributes: (context: { config: { features: Record<string, unknown> } }) => [
        { kind: 'accountAction' as const, id: 'hello', label: String((context.config.features.detailed as { greeting: string }).greeting), view: 'HostLazyView' as const },
      ],
      options: z._default(z.object({ greeting: z._default(z.string(), 'Hello') }), { greeting: 'Hello' }),
    }))
    const load = vi.fn(async () => definePlugin({ name: 'detailed' }))
    const airlock = createAirlock({ projectId: 'p', features, plugins: [{ name: 'detailed', views: ['HostLazyView'], details: details as never, load }] })
    expect(details).not.toHaveBeenCalled()
    expect(airlock.plugins.contributions('accountAction')).toEqual([])
    expect((airlock.config.features as Record<string, unknown>).detailed).toBe(true)
    await airlock.plugins.prepare()
    expect((airlock.config.features as Record<string, unknown>).detailed).toEqual({ greeting: 'Hello' })
    expect(airlock.plugins.contributions('accountAction').map((item) => item.label)).toEqual(['Hello'])
    expect(load).not.toHaveBeenCalled()
    expect(details).toHaveBeenCalledOnce()
  })

  it('behavior: prepare asks for every feature’s details at once, without waiting for the loading half, and each once', async () => {
    const details = vi.fn(async () => ({ contributes: [{ kind: 'accountAction' as const, id: 'early', label: 'Early', view: 'HostLazyView' as const }] }))
    const airlock = createAirlock({ projectId: 'p', features, plugins: [{ name: 'early', views: ['HostLazyView'], details: details as never, load: async () => definePlugin({ name: 'early' }) }] })
    const prepared = airlock.plugins.prepare()
    // In the same call: the details' import is on its way beside the loading half's.
    expect(details).toHaveBeenCalledOnce()
    await prepared
    await airlock.plugins.prepare()
    expect(details).toHaveBeenCalledOnce()
    expect(airlock.plugins.contributions('accountAction').map((item) => item.label)).toEqual(['Early'])
  })

  it('error: details asked early that fail are reported, and a later prepare asks again', async () => {
    const details = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ contributes: [{ kind: 'accountAction', id: 'again', label: 'Again', view: 'HostLazyView' }] })
    const airlock = createAirlock({ projectId: 'p', features, plugins: [{ name: 'again', views: ['HostLazyView'], details, load: async () => definePlugin({ name: 'again' }) }] })
    await airlock.plugins.prepare()
    expect(airlock.plugins.contributions('accountAction')).toEqual([])
    await expect(airlock.plugins.load('again')).resolves.toMatchObject({ name: 'again' })
    expect(details).toHaveBeenCalledTimes(2)
    expect(airlock.plugins.contributions('accountAction').map((item) => item.label)).toEqual(['Again'])
  })

  it('behavior: a plugin’s setup waits for its details, so it reads its parsed options', async () => {
    let seen: unknown
    const airlock = createAirlock({
      projectId: 'p',
      features: { ...features, eager: { greeting: 'Hi' } } as never,
      plugins: [
        {
          name: 'eager',
          details: async () => ({ options: z.object({ greeting: z.string(), loud: z._default(z.boolean(), false) }) }),
          load: async () => definePlugin({ name: 'eager', setup: (context) => void (seen = (context.config.features as Record<string, unknown>).eager) }),
        },
      ],
    })
    await airlock.plugins.load('eager')
    expect(seen).toEqual({ greeting: 'Hi', loud: false })
  })

  it('error: a bad option found with the details switches the plugin off and is reported as a ConfigError', async () => {
    const setup = vi.fn()
    const airlock = createAirlock({
      projectId: 'p',
      features: { ...features, strict: { greeting: 'Hi', loud: true } } as never,
      plugins: [
        {
          name: 'strict',
          details: async () => ({
            contributes: [{ kind: 'accountAction' as const, id: 'strict', label: 'Strict', view: 'HostLazyView' as const }],
            options: z.strictObject({ greeting: z.string() }),
          }),
          load: async () => definePlugin({ name: 'strict', setup }),
        },
      ],
    })
    const logged = vi.spyOn(airlock.logger, 'error').mockImplementation(() => {})
    const reported = vi.fn()
    airlock.bus.on('plugin:error', reported)
    await airlock.plugins.prepare()
    expect(airlock.plugins.contributions('accountAction')).toEqual([])
    const error = await airlock.plugins.load('strict').catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ConfigError)
    expect(error).toMatchObject({ field: 'features.strict.loud', message: 'Invalid Airlock config: features.strict.loud: unknown option' })
    expect(reported).toHaveBeenCalledExactlyOnceWith({ name: 'strict', error })
    expect(logged).toHaveBeenCalledOnce()
    expect(setup).not.toHaveBeenCalled()
  })

  it('behavior: details may import their options schema; it is imported for a feature that is on, before its entries show', async () => {
    const schema = z._default(z.object({ greeting: z._default(z.string(), 'Hello') }), { greeting: 'Hello' })
    const imported = vi.fn(async () => ({ default: schema }))
    const skipped = vi.fn(async () => ({ default: schema }))
    const details = (options: typeof imported) => async () => ({
      contributes: (context: { config: { features: Record<string, unknown> } }) => [
        { kind: 'accountAction' as const, id: 'on', label: String((context.config.features.on as { greeting: string }).greeting), view: 'HostLazyView' as const },
      ],
      options,
    })
    const airlock = createAirlock({
      projectId: 'p',
      features: { ...features, off: false } as never,
      plugins: [
        { name: 'on', details: details(imported) as never, load: async () => definePlugin({ name: 'on' }) },
        { name: 'off', details: details(skipped) as never, load: async () => definePlugin({ name: 'off' }) },
      ],
    })
    await airlock.plugins.prepare()
    expect(imported).toHaveBeenCalledOnce()
    expect(skipped).not.toHaveBeenCalled()
    expect((airlock.config.features as Record<string, unknown>).on).toEqual({ greeting: 'Hello' })
    expect(airlock.plugins.contributions('accountAction').map((item) => item.label)).toEqual(['Hello'])
  })

  it('error: an options schema that fails to import is reported like details that fail, and a later call tries again', async () => {
    const options = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: z.object({ greeting: z.string() }) })
    const airlock = createAirlock({
      projectId: 'p',
      features: { ...features, flaky: { greeting: 'Hi' } } as never,
      plugins: [{ name: 'flaky', details: async () => ({ options }) as never, load: async () => definePlugin({ name: 'flaky' }) }],
    })
    await expect(airlock.plugins.load('flaky')).rejects.toMatchObject({ code: 'PLUGIN_LOAD_FAILED' })
    await airlock.plugins.load('flaky')
    expect((airlock.config.features as Record<string, unknown>).flaky).toEqual({ greeting: 'Hi' })
    expect(options).toHaveBeenCalledTimes(2)
  })

  it('error: a feature whose details have no options takes only true or false', async () => {
    const airlock = createAirlock({ projectId: 'p', features: { ...features, plain: { on: 1 } } as never, plugins: [{ name: 'plain', details: async () => ({}), load: async () => definePlugin({ name: 'plain' }) }] })
    airlock.logger.level = 'silent'
    await expect(airlock.plugins.load('plain')).rejects.toThrow('Invalid Airlock config: features.plain: expected boolean')
  })

  it('behavior: prefetch downloads the code without running setup', async () => {
    const setup = vi.fn()
    const load = vi.fn(async () => definePlugin({ name: 'pre', setup }))
    const airlock = createAirlock({ projectId: 'p', plugins: [{ name: 'pre', load }] })
    airlock.plugins.prefetch('pre')
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    expect(setup).not.toHaveBeenCalled()
    await airlock.plugins.load('pre')
    expect(load).toHaveBeenCalledOnce()
    expect(setup).toHaveBeenCalledOnce()
  })

  it('behavior: a bare lazy plugin loads when the modal opens and then contributes', async () => {
    const airlock = createAirlock({
      projectId: 'p',
      features,
      plugins: [
        async () => ({
          default: definePlugin({
            name: 'bare',
            views: { HostLazyView: async () => ({ default: View }) },
            contributes: [{ kind: 'accountTab', id: 't', label: 'Tab', view: 'HostLazyView' }],
          }),
        }),
      ],
    })
    expect(airlock.plugins.contributions('accountTab')).toEqual([])
    airlock.open()
    await vi.waitFor(() => expect(airlock.plugins.contributions('accountTab')).toHaveLength(1))
    expect(airlock.plugins.state.version).toBeGreaterThan(0)
  })

  it('behavior: teardowns run on destroy', async () => {
    const teardown = vi.fn()
    const airlock = createAirlock({ projectId: 'p', plugins: [definePlugin({ name: 't', setup: () => teardown })] })
    await airlock.plugins.load('t')
    airlock.destroy()
    expect(teardown).toHaveBeenCalledOnce()
  })

  it('error: an unknown view names the view', async () => {
    const airlock = createAirlock({ projectId: 'p' })
    await expect(airlock.plugins.resolveView('HostTestView')).rejects.toMatchObject({
      code: 'UNKNOWN_VIEW',
      message: 'No enabled plugin provides the view "HostTestView"',
    })
  })

  it('error: a failing load is reported, and a later call tries again', async () => {
    let attempt = 0
    const load = vi.fn(async () => {
      attempt++
      if (attempt === 1) throw new Error('network down')
      return definePlugin({ name: 'flaky' })
    })
    const airlock = createAirlock({ projectId: 'p', plugins: [{ name: 'flaky', load }] })
    const errors = vi.fn()
    airlock.bus.on('plugin:error', errors)
    const failure = await airlock.plugins.load('flaky').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PluginError)
    expect(failure).toMatchObject({ code: 'PLUGIN_LOAD_FAILED', plugin: 'flaky' })
    expect(errors).toHaveBeenCalledOnce()
    await expect(airlock.plugins.load('flaky')).resolves.toMatchObject({ name: 'flaky' })
  })

  it('error: a failing setup is reported with the plugin name', async () => {
    const airlock = createAirlock({
      projectId: 'p',
      plugins: [definePlugin({ name: 'bad', setup: () => { throw new Error('nope') } })],
    })
    await expect(airlock.plugins.load('bad')).rejects.toMatchObject({ code: 'PLUGIN_SETUP_FAILED', plugin: 'bad' })
  })

  it('error: two plugins with one name', () => {
    expect(() =>
      createAirlock({ projectId: 'p', plugins: [definePlugin({ name: 'x' }), definePlugin({ name: 'x' })] }),
    ).toThrow('Two plugins are named "x"')
  })
})
