import { describe, expect, it, vi } from 'vitest'
import { waitForDiscovered } from './waitForDiscovered.js'

describe('waitForDiscovered', () => {
  it('default: resolves with what the first round finds, and stops watching', async () => {
    const stop = vi.fn()
    const result = await waitForDiscovered<string>((found) => {
      found('wallet')
      return stop
    }, 1000)
    expect(result).toBe('wallet')
    expect(stop).toHaveBeenCalledOnce()
  })

  it('behavior: waits for a late announcement', async () => {
    const result = await waitForDiscovered<string>((found) => {
      found(undefined)
      const timer = setTimeout(() => found('late'), 20)
      return () => clearTimeout(timer)
    }, 1000)
    expect(result).toBe('late')
  })

  it('behavior: resolves undefined after the timeout and stops watching', async () => {
    const stop = vi.fn()
    expect(await waitForDiscovered<string>(() => stop, 30)).toBeUndefined()
    expect(stop).toHaveBeenCalledOnce()
  })
})
