import { describe, expect, test } from 'vitest'
import { createConnectionLimiter } from './createConnectionLimiter.js'

describe('createConnectionLimiter', () => {
  test('default: up to maxPerKey connections per key are admitted', () => {
    const limiter = createConnectionLimiter(2)
    expect([limiter.acquire('a'), limiter.acquire('a'), limiter.acquire('b')].every(Boolean)).toBe(true)
    expect(limiter.acquire('a')).toBeUndefined()
  })

  test('behavior: a released slot is free again, and releasing twice frees one slot only', () => {
    const limiter = createConnectionLimiter(1)
    const release = limiter.acquire('a')!
    release()
    release()
    expect(limiter.count('a')).toBe(0)
    expect(limiter.acquire('a')).toBeDefined()
    expect(limiter.acquire('a')).toBeUndefined()
  })
})
