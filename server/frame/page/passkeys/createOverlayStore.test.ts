import { describe, expect, test } from 'vitest'
import { createOverlayStore } from './createOverlayStore.js'

describe('createOverlayStore', () => {
  test('default: writes stay in memory until commit, and the last key is written last', () => {
    const items = new Map<string, string>([['old', '1']])
    const order: string[] = []
    const store = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => (order.push(k), void items.set(k, v)), removeItem: (k: string) => void items.delete(k) }
    const overlay = createOverlayStore(store, 'session')
    overlay.setItem('session', 'token')
    overlay.setItem('shares', 'x')
    overlay.removeItem('old')
    expect(overlay.getItem('session')).toBe('token')
    expect(overlay.getItem('old')).toBeNull()
    expect(items.has('session')).toBe(false)
    overlay.commit()
    expect(order).toEqual(['shares', 'session'])
    expect(items.get('session')).toBe('token')
    expect(items.has('old')).toBe(false)
  })
})
