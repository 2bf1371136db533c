import { base, mainnet, solana } from 'airlock'
import { describe, expect, it } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { networkOf } from './networkOf.js'

describe('networkOf', () => {
  it('default: the active namespace works on the active network', () => {
    const { airlock, scope } = createTestConnection({ networks: [mainnet, base, solana] })
    airlock.chain.setActiveNetwork(base.caipNetworkId)
    expect(networkOf(scope, 'eip155')).toEqual(base)
  })

  it('behavior: another namespace works on its first configured network', () => {
    const { scope } = createTestConnection({ networks: [mainnet, base, solana] })
    expect(networkOf(scope, 'solana')).toEqual(solana)
  })

  it('behavior: a namespace without a network falls back to the active one', () => {
    const { scope } = createTestConnection()
    expect(networkOf(scope, 'bip122')).toEqual(mainnet)
  })
})
