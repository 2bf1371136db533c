import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createEventBus } from './createEventBus.js'

describe('createEventBus', () => {
  it('default: delivers a typed payload to every handler of the type', () => {
    const bus = createEventBus()
    const first = vi.fn()
    const second = vi.fn()
    bus.on('modal:close', first)
    bus.on('modal:close', second)
    bus.emit('modal:close', { connected: true })
    expect(first).toHaveBeenCalledWith({ connected: true })
    expect(second).toHaveBeenCalledWith({ connected: true })
  })

  it('behavior: a handler that throws is isolated and reported, the others still run', () => {
    const reported = vi.fn()
    const bus = createEventBus({ onHandlerError: reported })
    const after = vi.fn()
    const onError = vi.fn()
    bus.on('bus:handlerError', onError)
    bus.on('modal:open', () => {
      throw new Error('boom')
    })
    bus.on('modal:open', after)
    expect(() => bus.emit('modal:open', { view: 'Connect', connected: false })).not.toThrow()
    expect(after).toHaveBeenCalledOnce()
    expect(reported).toHaveBeenCalledWith('modal:open', expect.objectContaining({ message: 'boom' }))
    expect(onError).toHaveBeenCalledWith({ type: 'modal:open', error: expect.any(Error) })
  })

  it('behavior: a throwing bus:handlerError handler does not recurse', () => {
    const reported = vi.fn()
    const bus = createEventBus({ onHandlerError: reported })
    bus.on('bus:handlerError', () => {
      throw new Error('again')
    })
    bus.on('modal:close', () => {
      throw new Error('first')
    })
    bus.emit('modal:close', { connected: false })
    expect(reported).toHaveBeenCalledTimes(2)
  })

  it('behavior: the returned function stops listening, and onAny sees every event', () => {
    const bus = createEventBus()
    const handler = vi.fn()
    const any = vi.fn()
    const off = bus.on('modal:close', handler)
    bus.onAny(any)
    off()
    bus.emit('modal:close', { connected: false })
    expect(handler).not.toHaveBeenCalled()
    expect(any).toHaveBeenCalledWith('modal:close', { connected: false })
  })

  it('types: payloads follow the event map', () => {
    const bus = createEventBus()
    bus.on('router:change', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ view: import('../registry.js').ViewName; depth: number }>()
    })
    // @ts-expect-error: unknown event name
    bus.emit('modal:nope', {})
    // @ts-expect-error: wrong payload
    bus.emit('modal:close', { connected: 'yes' })
  })
})
