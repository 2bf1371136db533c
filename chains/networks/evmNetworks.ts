import { defineEvmNetwork as evm } from './defineEvmNetwork.js'
import type { Network } from './Network.js'

// Real chain ids, public RPC endpoints and explorers. Hosts should pass their own RPC URLs
// in production; these are good enough to read a balance.

// Ethereum is the config's default network, so it ships in every host's start-up bundle:
// written out, it leaves defineEvmNetwork out of that bundle.
export const mainnet: Network = {
  id: 1,
  name: 'Ethereum',
  network: 'mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}
export const sepolia = /* @__PURE__ */ evm({ id: 11155111, name: 'Sepolia', network: 'sepolia', rpc: 'https://sepolia.drpc.org', explorer: ['Etherscan', 'https://sepolia.etherscan.io'], testnet: true })
export const holesky = /* @__PURE__ */ evm({ id: 17000, name: 'Holesky', network: 'holesky', rpc: 'https://ethereum-holesky-rpc.publicnode.com', explorer: ['Etherscan', 'https://holesky.etherscan.io'], testnet: true })
export const optimism = /* @__PURE__ */ evm({ id: 10, name: 'OP Mainnet', network: 'optimism', rpc: 'https://mainnet.optimism.io', explorer: ['Optimism Explorer', 'https://optimistic.etherscan.io'] })
export const optimismSepolia = /* @__PURE__ */ evm({ id: 11155420, name: 'OP Sepolia', network: 'optimism-sepolia', rpc: 'https://sepolia.optimism.io', explorer: ['Blockscout', 'https://optimism-sepolia.blockscout.com'], testnet: true })
export const arbitrum = /* @__PURE__ */ evm({ id: 42161, name: 'Arbitrum One', network: 'arbitrum', rpc: 'https://arb1.arbitrum.io/rpc', explorer: ['Arbiscan', 'https://arbiscan.io'] })
export const arbitrumSepolia = /* @__PURE__ */ evm({ id: 421614, name: 'Arbitrum Sepolia', network: 'arbitrum-sepolia', rpc: 'https://sepolia-rollup.arbitrum.io/rpc', explorer: ['Arbiscan', 'https://sepolia.arbiscan.io'], testnet: true })
export const base = /* @__PURE__ */ evm({ id: 8453, name: 'Base', network: 'base', rpc: 'https://mainnet.base.org', explorer: ['Basescan', 'https://basescan.org'] })
export const baseSepolia = /* @__PURE__ */ evm({ id: 84532, name: 'Base Sepolia', network: 'base-sepolia', rpc: 'https://sepolia.base.org', explorer: ['Basescan', 'https://sepolia.basescan.org'], testnet: true })
export const polygon = /* @__PURE__ */ evm({ id: 137, name: 'Polygon', network: 'polygon', rpc: 'https://polygon-rpc.com', explorer: ['PolygonScan', 'https://polygonscan.com'], currency: ['POL'] })
export const polygonAmoy = /* @__PURE__ */ evm({ id: 80002, name: 'Polygon Amoy', network: 'polygon-amoy', rpc: 'https://rpc-amoy.polygon.technology', explorer: ['PolygonScan', 'https://amoy.polygonscan.com'], currency: ['POL'], testnet: true })
export const bsc = /* @__PURE__ */ evm({ id: 56, name: 'BNB Smart Chain', network: 'bsc', rpc: 'https://bsc-dataseed1.bnbchain.org', explorer: ['BscScan', 'https://bscscan.com'], currency: ['BNB'] })
export const bscTestnet = /* @__PURE__ */ evm({ id: 97, name: 'BNB Smart Chain Testnet', network: 'bsc-testnet', rpc: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545', explorer: ['BscScan', 'https://testnet.bscscan.com'], currency: ['tBNB', 'BNB'], testnet: true })
export const avalanche = /* @__PURE__ */ evm({ id: 43114, name: 'Avalanche', network: 'avalanche', rpc: 'https://api.avax.network/ext/bc/C/rpc', explorer: ['SnowTrace', 'https://snowtrace.io'], currency: ['AVAX', 'Avalanche'] })
export const avalancheFuji = /* @__PURE__ */ evm({ id: 43113, name: 'Avalanche Fuji', network: 'avalanche-fuji', rpc: 'https://api.avax-test.network/ext/bc/C/rpc', explorer: ['SnowTrace', 'https://testnet.snowtrace.io'], currency: ['AVAX', 'Avalanche'], testnet: true })
export const gnosis = /* @__PURE__ */ evm({ id: 100, name: 'Gnosis', network: 'gnosis', rpc: 'https://rpc.gnosischain.com', explorer: ['Gnosisscan', 'https://gnosisscan.io'], currency: ['XDAI', 'xDAI'] })
export const zksync = /* @__PURE__ */ evm({ id: 324, name: 'ZKsync Era', network: 'zksync-era', rpc: 'https://mainnet.era.zksync.io', explorer: ['Etherscan', 'https://era.zksync.network'] })
export const linea = /* @__PURE__ */ evm({ id: 59144, name: 'Linea', network: 'linea', rpc: 'https://rpc.linea.build', explorer: ['Etherscan', 'https://lineascan.build'] })
export const lineaSepolia = /* @__PURE__ */ evm({ id: 59141, name: 'Linea Sepolia', network: 'linea-sepolia', rpc: 'https://rpc.sepolia.linea.build', explorer: ['Etherscan', 'https://sepolia.lineascan.build'], testnet: true })
export const scroll = /* @__PURE__ */ evm({ id: 534352, name: 'Scroll', network: 'scroll', rpc: 'https://rpc.scroll.io', explorer: ['Scrollscan', 'https://scrollscan.com'] })
export const celo = /* @__PURE__ */ evm({ id: 42220, name: 'Celo', network: 'celo', rpc: 'https://forno.celo.org', explorer: ['Celoscan', 'https://celoscan.io'], currency: ['CELO'] })
export const mantle = /* @__PURE__ */ evm({ id: 5000, name: 'Mantle', network: 'mantle', rpc: 'https://rpc.mantle.xyz', explorer: ['Mantle Explorer', 'https://mantlescan.xyz'], currency: ['MNT'] })
export const blast = /* @__PURE__ */ evm({ id: 81457, name: 'Blast', network: 'blast', rpc: 'https://rpc.blast.io', explorer: ['Blastscan', 'https://blastscan.io'] })
export const zora = /* @__PURE__ */ evm({ id: 7777777, name: 'Zora', network: 'zora', rpc: 'https://rpc.zora.energy', explorer: ['Explorer', 'https://explorer.zora.energy'] })
export const moonbeam = /* @__PURE__ */ evm({ id: 1284, name: 'Moonbeam', network: 'moonbeam', rpc: 'https://rpc.api.moonbeam.network', explorer: ['Moonscan', 'https://moonscan.io'], currency: ['GLMR', 'Glimmer'] })
export const aurora = /* @__PURE__ */ evm({ id: 1313161554, name: 'Aurora', network: 'aurora', rpc: 'https://mainnet.aurora.dev', explorer: ['Aurorascan', 'https://aurorascan.dev'] })

/** The local EVM chain that `npm start` runs (hardhat, chain id 31337). */
export const airlockDevnet = /* @__PURE__ */ evm({ id: 31337, name: 'Airlock Devnet', network: 'airlock-devnet', rpc: 'http://127.0.0.1:8545', testnet: true })
