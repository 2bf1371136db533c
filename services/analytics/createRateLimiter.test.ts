import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

describe('createRateLimiter', () => {
  it('rule error telemetry: at most 5 events per 60 s', () => {
    let time = 0
    const limiter = createRateLimiter(5, 60_000, () => time)
    expect(Array.from({ length: 7 }, () => limiter.take())).toEqual([true, true, true, true, true, false, false])
    time = 59_999
    expect(limiter.take()).toBe(false)
    time = 60_000
    expect(Array.from({ length: 6 }, () => limiter.take())).toEqual([true, true, true, true, true, false])
  })
})
