import { describe, expect, it } from 'vitest'
import { airlockDevnet, mainnet } from '../../chains/networks/evmNetworks.js'
import { shownPrice } from './shownPrice.js'

describe('shownPrice', () => {
  it('rule no dollar value on test networks: a test network shows none unless the host marks it', () => {
    expect(shownPrice(3000, airlockDevnet)).toBe(0)
    expect(shownPrice(3000, { ...airlockDevnet, testnetPrices: true })).toBe(3000)
  })

  it('default: other networks show the API price, 0 when there is none', () => {
    expect(shownPrice(3000, mainnet)).toBe(3000)
    expect(shownPrice(undefined, mainnet)).toBe(0)
    expect(shownPrice(3000, undefined)).toBe(3000)
  })
})
