import { describe, expect, it } from 'vitest'
import { readSessionNamespaces } from './readSessionNamespaces.js'

describe('readSessionNamespaces', () => {
  it('default: keys namespaces by name, with accounts, chains, methods and events', () => {
    const namespaces = readSessionNamespaces({
      eip155: { chains: ['eip155:1', 'eip155:10'], accounts: ['eip155:1:0xab', 'eip155:10:0xab'], methods: ['personal_sign'], events: ['chainChanged'] },
      solana: { accounts: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:Dr1'], methods: ['solana_signMessage'], events: [] },
    })
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:10'],
      accounts: ['eip155:1:0xab', 'eip155:10:0xab'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    })
    // A wallet may leave chains out; they are read from its accounts.
    expect(namespaces.solana?.chains).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
  })

  it('behavior: keys with a chain written in them merge into their namespace', () => {
    const namespaces = readSessionNamespaces({
      'eip155:1': { accounts: ['eip155:1:0xab'], methods: ['personal_sign'], events: [] },
      'eip155:10': { accounts: ['eip155:10:0xab'], methods: ['personal_sign', 'eth_sendTransaction'], events: [] },
    })
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:10'],
      accounts: ['eip155:1:0xab', 'eip155:10:0xab'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: [],
    })
  })

  it('rule modelled namespaces only: namespaces Airlock does not model are left out', () => {
    expect(readSessionNamespaces({ tron: { accounts: ['tron:0x2b6653dc:TX'], methods: [], events: [] } })).toEqual({})
  })
})
