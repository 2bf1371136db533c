// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { greeterPlugin } from '../fixtures/greeterPlugin/index.js'
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
    expect(airlock.logger.records().some((record) => record.log === 'greeter saw the modal close')).toBe(true)
    airlock.destroy()
  })
})
