import { describe, expect, it } from 'vitest'
import { isEnsName } from './isEnsName.js'

describe('isEnsName', () => {
  it('rule: dotted names ending in .eth are ENS names, in any case', () => {
    expect(['alice.eth', 'ALICE.ETH', 'pay.alice.eth', 'a-b.eth'].every(isEnsName)).toBe(true)
  })

  it('rule: addresses, bare labels, the zone and other domains are not', () => {
    expect(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'alice', 'alice.airlock.id', 'eth', '.eth', 'alice..eth', 'alice.eth.', 'al ice.eth', 'alice.ethx'].some(isEnsName)).toBe(false)
  })
})
