import { describe, expect, it, vi } from 'vitest'
import { createTestConnection } from '../../test/helpers/createTestConnection.js'
import { applyNetwork } from './applyNetwork.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('applyNetwork', () => {
  it('default: a supported network becomes the active one, with the account’s address and explorer link on it', () => {
    const { airlock, scope } = createTestConnection()
    const changed = vi.fn()
    airlock.bus.on('network:changed', changed)
    applyNetwork(scope, 'eip155', 'eip155:8453', address)
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:8453')
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ caipAddress: `eip155:8453:${address}`, addressExplorerUrl: `https://basescan.org/address/${address}` })
    expect(changed).toHaveBeenCalledWith({ caipNetworkId: 'eip155:8453', supported: true })
  })

  it('rule unsupported network: the wallet’s network is recorded as unsupported and the open modal shows UnsupportedChain', () => {
    const { airlock, scope } = createTestConnection()
    airlock.open()
    applyNetwork(scope, 'eip155', 'eip155:999', address)
    expect(airlock.chain.state.unsupportedCaipNetworkId).toBe('eip155:999')
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:1')
    expect(airlock.chain.state.accounts.eip155?.caipAddress).toBe(`eip155:999:${address}`)
    expect(airlock.router.state.view).toBe('UnsupportedChain')
  })

  it("behavior: another namespace's network is its account's alone: the app's network, the remembered session and network:changed stay", () => {
    const { airlock, scope } = createTestConnection()
    airlock.chain.state.activeNamespace = 'solana'
    const changed = vi.fn()
    airlock.bus.on('network:changed', changed)
    applyNetwork(scope, 'eip155', 'eip155:8453', address)
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:1')
    expect(airlock.chain.state.accounts.eip155?.caipAddress).toBe(`eip155:8453:${address}`)
    expect(airlock.storage.get('connection')).toBeUndefined()
    expect(changed).not.toHaveBeenCalled()
  })

  it("behavior: another address starts with no balance and no token list, so the old account's never show under it; the same address keeps both", () => {
    const { airlock, scope } = createTestConnection()
    applyNetwork(scope, 'eip155', 'eip155:1', address)
    const tokens = [{ name: 'Demo USD', symbol: 'DUSD', chainId: 'eip155:1', value: 1000, price: 1, quantity: { decimals: '6', numeric: '1000' } }]
    airlock.chain.setAccount('eip155', { balance: '1.000', balanceSymbol: 'ETH', tokenBalance: tokens })
    applyNetwork(scope, 'eip155', 'eip155:1', address)
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ balance: '1.000', tokenBalance: tokens })
    const smart = '0x0De1000000000000000000000000000000f490aB'
    applyNetwork(scope, 'eip155', 'eip155:1', smart)
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ caipAddress: `eip155:1:${smart}`, balance: undefined, tokenBalance: [] })
  })

  it('behavior: an explorer URL with a query keeps it after the address', () => {
    const { airlock, scope } = createTestConnection({ networks: [{ ...airlockNetwork(), blockExplorers: { default: { name: 'Scan', url: 'https://scan.test/?cluster=devnet' } } }] })
    applyNetwork(scope, 'eip155', 'eip155:1', address)
    expect(airlock.chain.state.accounts.eip155?.addressExplorerUrl).toBe(`https://scan.test/address/${address}?cluster=devnet`)
  })
})

function airlockNetwork() {
  return { id: 1, name: 'Ethereum', network: 'mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } }, testnet: false, chainNamespace: 'eip155' as const, caipNetworkId: 'eip155:1' as const }
}
