import { describe, expect, it } from 'vitest'
import { createAirlock } from '../../airlock/createAirlock.js'
import { rememberRecentWallet } from './rememberRecentWallet.js'

const wallet = (id: string) => ({ id, name: id, namespace: 'eip155' as const, installed: true, rdns: `io.${id}` })

describe('rememberRecentWallet', () => {
  it('rule recent wallets: the newest first, at most two, remembered for the next page load', () => {
    const airlock = createAirlock({ projectId: 'p' })
    rememberRecentWallet(airlock, wallet('a'))
    rememberRecentWallet(airlock, wallet('b'))
    rememberRecentWallet(airlock, wallet('c'))
    expect(airlock.wallets.state.recent.map((item) => item.id)).toEqual(['c', 'b'])
    expect(airlock.storage.get('recentWallets')).toEqual([
      { id: 'c', name: 'c', namespace: 'eip155', installed: false, rdns: 'io.c' },
      { id: 'b', name: 'b', namespace: 'eip155', installed: false, rdns: 'io.b' },
    ])
  })

  it('behavior: a wallet used again moves to the front, once', () => {
    const airlock = createAirlock({ projectId: 'p' })
    rememberRecentWallet(airlock, wallet('a'))
    rememberRecentWallet(airlock, wallet('b'))
    rememberRecentWallet(airlock, wallet('a'))
    expect(airlock.wallets.state.recent.map((item) => item.id)).toEqual(['a', 'b'])
  })
})
