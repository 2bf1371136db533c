import type { Network } from './Network.js'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

export const solana: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  network: 'solana-mainnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
}

export const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  network: 'solana-devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HvivXdbeMeDuAUZUvYFE8yK',
}

export const solanaTestnet: Network = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  network: 'solana-testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}

/**
 * The local Solana chain that `npm start` runs (litesvm behind JSON-RPC and pubsub on one
 * port). Its genesis is fixed, so its CAIP-2 id is the same on every run.
 */
export const airlockSolanaDevnet: Network = {
  id: '4ccnz7ZtnoCjhfMEbJLSfZ1UDr7ZCgSv',
  name: 'Airlock Solana Devnet',
  network: 'airlock-solana-devnet',
  nativeCurrency: sol,
  // The websocket shares the HTTP port; web3.js would otherwise guess port + 1.
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8899'] } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4ccnz7ZtnoCjhfMEbJLSfZ1UDr7ZCgSv',
}

export const bitcoin: Network = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
}

export const bitcoinTestnet: Network = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  network: 'bitcoin-testnet',
  nativeCurrency: { ...btc, name: 'Testnet Bitcoin', symbol: 'tBTC' },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
}
