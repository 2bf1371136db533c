import { createAirlock, mainnet, solana } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { createConnectionScope } from './ConnectionScope.js'
import { fakeSession, sessionAddress as address } from '../../test/helpers/fakeSession.js'
import { adoptSession } from './adoptSession.js'

const session = () => fakeSession({ name: 'Frame Wallet', url: 'https://frame.example', icons: ['https://frame.example/icon.png'] })

describe('adoptSession', () => {
  it('default: each namespace an adapter adopts is connected, remembered under the connector’s name', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    adapter.adoptSession = vi.fn(async () => ({ address, caipNetworkId: 'eip155:1' as const, accounts: [] }))
    const results = await adoptSession(scope, 'embedded', session(), 'eip155')
    expect(results).toEqual([{ address, caipNetworkId: 'eip155:1', accounts: [] }])
    expect(airlock.chain.state.accounts.eip155).toMatchObject({
      status: 'connected',
      connectedWalletInfo: { name: 'Frame Wallet', identifier: 'embedded', icon: 'https://frame.example/icon.png' },
    })
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'eip155', walletId: 'embedded', caipNetworkId: 'eip155:1' })
  })

  it("behavior: the namespace asked for is the active one from its first moment; the session's others connect beside it, never in its place", async () => {
    const solanaAddress = 'De4S4qQqwAEZ8F3qEhfsrAgrazDGuAJgA4ue2BSX2qHv'
    const solanaFake = createFakeAdapter({ namespace: 'solana' })
    solanaFake.adapter.adoptSession = vi.fn(async () => ({ address: solanaAddress, caipNetworkId: solana.caipNetworkId, accounts: [] }))
    const evm = createFakeAdapter()
    evm.adapter.adoptSession = vi.fn(async () => ({ address, caipNetworkId: 'eip155:1' as const, accounts: [] }))
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet, solana], adapters: [evm.descriptor, solanaFake.descriptor] })
    const scope = createConnectionScope(airlock)
    const both = { ...session(), namespaces: { ...session().namespaces, solana: { accounts: [`${solana.caipNetworkId}:${solanaAddress}` as const], chains: [solana.caipNetworkId], methods: [], events: [] } } }
    // What the page shows each time an account connects: the active namespace and its account.
    const seen: string[] = []
    airlock.bus.on('account:connected', () => seen.push(`${airlock.chain.state.activeNamespace} ${airlock.chain.state.accounts[airlock.chain.state.activeNamespace]?.status}`))
    await adoptSession(scope, 'embedded', both, 'eip155')
    expect(seen).toEqual(['eip155 connected', 'eip155 connected'])
    expect(airlock.chain.state.accounts.solana).toMatchObject({ status: 'connected', caipNetworkIds: [solana.caipNetworkId] })
    expect(airlock.chain.state.accounts.eip155?.caipNetworkIds).toEqual(['eip155:1'])
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:1')
    expect(airlock.storage.get('connection')).toEqual({ namespace: 'eip155', walletId: 'embedded', caipNetworkId: 'eip155:1' })
  })

  it('error: a session no adapter takes is ended, and the connect fails with 4100', async () => {
    const { scope } = createTestConnection()
    const ended = session()
    await expect(adoptSession(scope, 'embedded', ended, 'eip155')).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    expect(ended.disconnect).toHaveBeenCalledOnce()
  })
})
