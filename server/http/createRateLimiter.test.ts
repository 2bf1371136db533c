import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

describe('createRateLimiter', () => {
  test('default: requests within the budget pass', async () => {
    const limiter = createRateLimiter({ limit: 3, windowSeconds: 60 })
    expect(await Promise.all([1, 2, 3].map(() => limiter.take('a')))).toEqual([0, 0, 0])
  })

  test('behavior: past the budget a key waits until its window ends; other keys are untouched', async () => {
    const limiter = createRateLimiter({ limit: 2, windowSeconds: 30 })
    await limiter.take('a')
    await limiter.take('a')
    const wait = await limiter.take('a')
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(30)
    expect(await limiter.take('b')).toBe(0)
  })
})
