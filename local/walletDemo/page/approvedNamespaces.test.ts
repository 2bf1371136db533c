import { describe, expect, it } from 'vitest'
import { approvedNamespaces } from './approvedNamespaces.js'

const holdings = { eip155: { address: '0xab', chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign', 'eth_sendTransaction'] } }

describe('approvedNamespaces', () => {
  it('default: the proposed chains the wallet serves, its account on each, the methods it answers', () => {
    const approved = approvedNamespaces(
      { optionalNamespaces: { eip155: { chains: ['eip155:1', 'eip155:31337', 'eip155:31338'], methods: ['personal_sign', 'wallet_sendCalls'], events: ['chainChanged'] } } },
      holdings,
    )
    expect(approved).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: ['eip155:31337:0xab', 'eip155:31338:0xab'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    })
  })

  it('behavior: required and optional namespaces, and chains written in keys, count alike', () => {
    const approved = approvedNamespaces(
      {
        requiredNamespaces: { 'eip155:31337': { methods: ['personal_sign'], events: [] } },
        optionalNamespaces: { eip155: { chains: ['eip155:31338'], methods: ['eth_sendTransaction'], events: [] } },
      },
      holdings,
    )
    expect(approved.eip155).toMatchObject({ chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign', 'eth_sendTransaction'] })
  })

  it('error: no chain in common approves nothing, and namespaces the wallet lacks are left out', () => {
    expect(approvedNamespaces({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] }, solana: { chains: ['solana:x'], methods: [], events: [] } } }, holdings)).toEqual({})
  })
})
