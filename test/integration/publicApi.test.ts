import * as kernel from 'airlock'
import * as react from 'airlock/react'
import { describe, expect, it } from 'vitest'

// A change to a public entry shows here in review.
describe('public API', () => {
  it('default: airlock exports', () => {
    expect(Object.keys(kernel).sort()).toMatchInlineSnapshot(`
      [
        "AirlockError",
        "CaipError",
        "ConfigError",
        "LOG_BUFFER_CAP_BYTES",
        "PAIRING_EXPIRED_AT_MS",
        "PAIRING_WINDOW_MS",
        "PluginError",
        "SHAKE_DURATION_MS",
        "WalletError",
        "airlockDevnet",
        "airlockSolanaDevnet",
        "arbitrum",
        "arbitrumSepolia",
        "aurora",
        "avalanche",
        "avalancheFuji",
        "base",
        "baseSepolia",
        "bitcoin",
        "bitcoinTestnet",
        "blast",
        "bsc",
        "bscTestnet",
        "celo",
        "chainNamespaces",
        "createAirlock",
        "defineAdapter",
        "defineEvmNetwork",
        "definePlugin",
        "formatCaipAddress",
        "gnosis",
        "holesky",
        "isChainNamespace",
        "isPairingExpired",
        "isValidAddress",
        "linea",
        "lineaSepolia",
        "mainnet",
        "mantle",
        "moonbeam",
        "optimism",
        "optimismSepolia",
        "orderConnectMethods",
        "parseCaipAddress",
        "parseCaipNetworkId",
        "polygon",
        "polygonAmoy",
        "scroll",
        "sepolia",
        "socialProviders",
        "solana",
        "solanaDevnet",
        "solanaTestnet",
        "toWalletError",
        "zksync",
        "zora",
      ]
    `)
  })

  it('default: airlock/react exports', () => {
    expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
      [
        "AccountButton",
        "AirlockModal",
        "AirlockProvider",
        "ConnectButton",
        "NetworkButton",
        "useAccount",
        "useAirlock",
        "useAirlockEvents",
        "useAirlockState",
        "useDisconnect",
        "useNetwork",
        "useViewTitle",
      ]
    `)
  })
})
