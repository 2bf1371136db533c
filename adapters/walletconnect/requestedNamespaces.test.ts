import { airlockDevnet, base, bitcoin, defineEvmNetwork, mainnet, type Network, solanaDevnet } from 'airlock'
import { describe, expect, it } from 'vitest'
import { requestedNamespaces } from './requestedNamespaces.js'

describe('requestedNamespaces', () => {
  it('default: one namespace per namespace of the networks, with their chains and RPC URLs', () => {
    const local = defineEvmNetwork({ id: 31337, name: 'Local', network: 'local', rpc: 'http://127.0.0.1:8545', testnet: true })
    const namespaces = requestedNamespaces([local, mainnet, solanaDevnet])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:31337', 'eip155:1'],
      rpcMap: { 31337: 'http://127.0.0.1:8545', 1: mainnet.rpcUrls.default.http[0] },
      events: ['chainChanged', 'accountsChanged'],
    })
    expect(namespaces.eip155!.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']))
    expect(namespaces.solana).toMatchObject({ chains: [solanaDevnet.caipNetworkId], rpcMap: { [solanaDevnet.id]: solanaDevnet.rpcUrls.default.http[0] } })
    expect(namespaces.solana!.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']))
  })

  it('rule known methods only: a namespace Airlock has no method list for is not proposed', () => {
    const cosmos = { ...airlockDevnet, chainNamespace: 'cosmos', caipNetworkId: 'cosmos:cosmoshub-4', id: 'cosmoshub-4' } as Network
    expect(Object.keys(requestedNamespaces([base, cosmos, bitcoin]))).toEqual(['eip155', 'bip122'])
  })

  it('behavior: a network listed twice is proposed once', () => {
    expect(requestedNamespaces([mainnet, mainnet]).eip155!.chains).toEqual(['eip155:1'])
  })
})
