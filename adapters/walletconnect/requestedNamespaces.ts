import type { ChainNamespace, Network } from 'airlock/kit'
import type { RequestedNamespace } from './WalletConnectClient.js'

// What Airlock asks a wallet to accept per namespace: the methods that need the person's
// approval and the wallet_* calls (SPEC §6, §7), and the events the adapters follow.
const capabilities: Partial<Record<ChainNamespace, Pick<RequestedNamespace, 'methods' | 'events'>>> = {
  eip155: {
    methods: [
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_getAssets',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
  bip122: {
    methods: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
    events: ['bip122_addressesChanged'],
  },
}

/**
 * The namespaces to propose, from the app's networks: each namespace Airlock knows methods
 * for, with its networks as chains and their RPC URLs (so the client never falls back to a
 * hosted RPC). Asked as optional namespaces: the wallet approves what it serves.
 */
export function requestedNamespaces(networks: readonly Network[]): Record<string, RequestedNamespace> {
  const namespaces: Record<string, RequestedNamespace> = {}
  for (const network of networks) {
    const known = capabilities[network.chainNamespace]
    if (!known) continue
    const entry = (namespaces[network.chainNamespace] ??= { chains: [], methods: known.methods, events: known.events, rpcMap: {} })
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const url = network.rpcUrls.default.http[0]
    if (url) entry.rpcMap[String(network.id)] = url
  }
  return namespaces
}
