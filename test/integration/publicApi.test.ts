import * as kernel from 'airlock'
import * as contracts from 'airlock/kit'
import * as react from 'airlock/react'
import * as kit from 'airlock/react/kit'
import * as server from '../../integrations/server/index.js'
import { describe, expect, it } from 'vitest'

// A change to a public entry shows here in review.
describe('public API', () => {
  it('default: airlock exports', () => {
    expect(Object.keys(kernel).sort()).toMatchInlineSnapshot(`
      [
        "AirlockError",
        "ApiError",
        "CaipError",
        "ConfigError",
        "FeatureError",
        "LOCALES",
        "LOG_BUFFER_CAP_BYTES",
        "PayError",
        "PermissionError",
        "PluginError",
        "SHAKE_DURATION_MS",
        "SIMULATION_WAIT_MS",
        "SocketError",
        "TOKEN_BALANCE_CACHE_MS",
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
        "caipNetworkIdOf",
        "celo",
        "chainNamespaces",
        "closeAfterConnect",
        "createAirlock",
        "createEventBus",
        "createI18n",
        "createLogger",
        "createSessionListeners",
        "defineAdapter",
        "defineConnector",
        "defineEvmNetwork",
        "definePlugin",
        "explorerAddressUrl",
        "explorerTransactionUrl",
        "featureErrorOf",
        "featureWords",
        "fetchNfts",
        "filterTokenBalances",
        "formatAddress",
        "formatAmount",
        "formatBalance",
        "formatCaipAddress",
        "formatRelativeTime",
        "formatTokenAmount",
        "formatUsd",
        "gnosis",
        "grantPermissions",
        "holesky",
        "isChainNamespace",
        "isNetworkSupported",
        "isValidAddress",
        "linea",
        "lineaSepolia",
        "loadFeature",
        "loadTokenBalances",
        "lookupContractName",
        "mainnet",
        "mantle",
        "markTokenBalancesStale",
        "moonbeam",
        "optimism",
        "optimismSepolia",
        "orderConnectMethods",
        "parseCaipAddress",
        "parseCaipNetworkId",
        "polygon",
        "polygonAmoy",
        "providerError",
        "rememberChosenName",
        "resolveLocale",
        "revokePermissions",
        "scroll",
        "sepolia",
        "shownPrice",
        "simulateTransaction",
        "socialProviders",
        "solana",
        "solanaDevnet",
        "solanaTestnet",
        "toWalletError",
        "waitForDiscovered",
        "walletConnectLink",
        "walletNotFound",
        "zksync",
        "zora",
      ]
    `)
  })

  it('default: airlock/kit exports what airlock does, but createAirlock and the built-ins\' socialProviders', () => {
    expect(Object.keys(contracts).sort()).toEqual(Object.keys(kernel).filter((name) => name !== 'createAirlock' && name !== 'socialProviders').sort())
    expect(contracts).not.toHaveProperty('createAirlock')
  })

  it('default: airlock/react exports', () => {
    expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
      [
        "AccountButton",
        "AirlockModal",
        "AirlockProvider",
        "ConnectButton",
        "NetworkButton",
        "WalletApproval",
        "WalletPasskeyCheck",
        "useAccount",
        "useAirlock",
        "useAirlockEvents",
        "useAirlockState",
        "useApprovals",
        "useDisconnect",
        "useEmailLogin",
        "useFeatureApi",
        "useNames",
        "useNetwork",
        "useOnramp",
        "usePasskeyCheck",
        "usePay",
        "usePermissions",
        "useProvider",
        "useSend",
        "useSession",
        "useSiwx",
        "useSocialLogin",
        "useSwap",
        "useViewTitle",
        "useWallets",
      ]
    `)
  })

  it('default: airlock/server exports', () => {
    expect(Object.keys(server).sort()).toEqual(['SiwxSessionError', 'verifySiwxSession'])
  })

  it('default: airlock/react/kit exports', () => {
    expect(Object.keys(kit).sort()).toMatchInlineSnapshot(`
      [
        "AddressName",
        "Avatar",
        "COPY_CONFIRMATION_MS",
        "CodeInput",
        "CopyButton",
        "EmptyState",
        "Figure",
        "FullAddress",
        "IMAGE_PRELOAD_TIMEOUT_MS",
        "Icon",
        "ListButton",
        "PermissionDetails",
        "QrCode",
        "Spinner",
        "StyleSheet",
        "TransactionSimulation",
        "WalletImage",
        "formatAddress",
        "useAddressNames",
        "useAirlockInstance",
        "useAnnouncement",
        "useBusEvent",
        "useContributionText",
        "useCopyToClipboard",
        "useDebouncedValue",
        "useFrameHeight",
        "useMessages",
        "useNetworkImage",
        "usePluginApi",
        "useProxyState",
        "useSimulationGate",
        "useTimeLeft",
        "useTransactionSimulation",
        "useViewTitle",
        "useWalletErrorMessage",
        "useWalletImage",
      ]
    `)
  })
})
