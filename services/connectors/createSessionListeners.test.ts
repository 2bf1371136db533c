import { describe, expect, it, vi } from 'vitest'
import { createSessionListeners } from './createSessionListeners.js'

describe('createSessionListeners', () => {
  it('default: emit calls the listeners of that event with its arguments, and removed ones no more', () => {
    const listeners = createSessionListeners()
    const accounts = vi.fn()
    const chain = vi.fn()
    listeners.on('accountsChanged', accounts)
    listeners.on('chainChanged', chain)
    listeners.emit('accountsChanged', ['0xabc'])
    expect(accounts).toHaveBeenCalledWith(['0xabc'])
    expect(chain).not.toHaveBeenCalled()
    listeners.removeListener('accountsChanged', accounts)
    listeners.emit('accountsChanged', [])
    expect(accounts).toHaveBeenCalledTimes(1)
  })

  it('behavior: a listener that removes another during emit does not stop it this once', () => {
    const listeners = createSessionListeners()
    const second = vi.fn()
    listeners.on('disconnect', () => listeners.removeListener('disconnect', second))
    listeners.on('disconnect', second)
    listeners.emit('disconnect')
    listeners.emit('disconnect')
    expect(second).toHaveBeenCalledTimes(1)
  })
})
