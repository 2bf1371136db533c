// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { type GreeterOptions, greeterPlugin } from '../fixtures/greeterPlugin/index.js'
import { greeterManifest } from '../fixtures/greeterPlugin/manifest.js'
import { connectTestAccount, renderAirlock } from '../helpers/renderAirlock.js'

describe('a plugin written outside plugins/', () => {
  it('default: adds an account action that opens its own view, loaded on first use', async () => {
    const { airlock, user } = renderAirlock({ plugins: [greeterPlugin] })
    connectTestAccount(airlock)
    const loaded = vi.fn()
    airlock.bus.on('plugin:loaded', loaded)
    act(() => airlock.open())
    const greet = await screen.findByRole('button', { name: 'Greet' })
    expect(loaded).not.toHaveBeenCalled()
    await user.click(greet)
    expect(await screen.findByText('Hello, friend!')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Greeting' })).toBeTruthy()
    expect(loaded).toHaveBeenCalledWith({ name: 'greeter' })
  })

  it('behavior: shipped as a data manifest, its view, entry and options come with the modal’s code, and its code on first use', async () => {
    const { airlock, user } = renderAirlock({ plugins: [greeterManifest], features: { greeter: { greeting: 'Hi' } } })
    const loaded = vi.fn()
    airlock.bus.on('plugin:loaded', loaded)
    expect(airlock.plugins.contributions('accountAction')).toEqual([])
    expect(airlock.config.features.greeter).toEqual({ greeting: 'Hi' })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await user.click(await screen.findByRole('button', { name: 'Greet' }))
    expect(await screen.findByText('Hi, friend!')).toBeTruthy()
    expect(airlock.plugins.providerOf('Greeting')).toBe('greeter')
    expect(loaded.mock.calls.filter(([event]) => event.name === 'greeter')).toHaveLength(1)
  })

  it('behavior: its event, added by declaration merging, is typed and delivered', async () => {
    const { airlock, user } = renderAirlock({ plugins: [greeterPlugin] })
    const greeted = vi.fn()
    airlock.bus.on('greeter:greeted', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ name: string }>()
      greeted(payload)
    })
    act(() => airlock.open({ view: 'Greeting', data: { name: 'Ada' } }))
    await user.click(await screen.findByRole('button', { name: 'Wave back' }))
    expect(greeted).toHaveBeenCalledWith({ name: 'Ada' })
  })

  it('behavior: its setup ran with the kernel context and its teardown runs on destroy', async () => {
    const { airlock } = renderAirlock({ plugins: [greeterPlugin] })
    await airlock.plugins.load('greeter')
    airlock.logger.level = 'info'
    act(() => {
      airlock.open()
      airlock.close()
    })
    const logs = () => airlock.logger.records().map((record) => record.log)
    expect(logs()).toEqual(['greeter saw the modal close'])
    expect(airlock.plugins.apiOf('greeter')?.greet('Ada')).toBe('Hello, Ada!')
    airlock.destroy()
    expect(logs()).toEqual(['greeter saw the modal close', 'greeter stopped'])
    expect(airlock.plugins.apiOf('greeter')).toBeUndefined()
  })

  it('behavior: its own typed option, under features.greeter, reaches its setup and its view', async () => {
    const { airlock, user } = renderAirlock({ plugins: [greeterPlugin], features: { greeter: { greeting: 'Hi' } } })
    expectTypeOf(airlock.config.features.greeter).toEqualTypeOf<GreeterOptions | false>()
    expect(airlock.config.features.greeter).toEqual({ greeting: 'Hi' })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await user.click(await screen.findByRole('button', { name: 'Greet' }))
    expect(await screen.findByText('Hi, friend!')).toBeTruthy()
  })

  it('behavior: features.greeter false switches it off like a built-in feature', async () => {
    const setup = vi.spyOn(greeterPlugin, 'setup')
    const { airlock } = renderAirlock({ plugins: [greeterPlugin], features: { greeter: false } })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.queryByRole('button', { name: 'Greet' })).toBeNull()
    expect(airlock.plugins.providerOf('Greeting')).toBeUndefined()
    await expect(airlock.plugins.load('greeter')).rejects.toMatchObject({ code: 'FEATURE_OFF', plugin: 'greeter' })
    expect(setup).not.toHaveBeenCalled()
    setup.mockRestore()
  })

  it('error: a bad option is named like a built-in feature’s, when its code or the modal’s loads, and the plugin stays off', async () => {
    const { airlock } = renderAirlock({ plugins: [greeterPlugin], features: { greeter: { greting: 'Hi' } as never } })
    airlock.logger.level = 'silent'
    await expect(airlock.plugins.load('greeter')).rejects.toThrow('Invalid Airlock config: features.greeter.greting: unknown option')
    expect(airlock.plugins.contributions('accountAction').map((item) => item.id)).not.toContain('greet')
  })
})
