import { describe, expect, it } from 'vitest'

describe('discover (the discovery-only entry)', () => {
  it('rule SSR: importing touches no browser global, and in Node it finds nothing', async () => {
    expect(typeof window).toBe('undefined')
    const { default: discoverEvmWallets } = await import('./discover.js')
    await import('./index.js')
    const lists: unknown[] = []
    const stop = discoverEvmWallets((wallets) => lists.push(wallets))
    expect(lists).toEqual([[]])
    expect(() => stop()).not.toThrow()
  })
})
