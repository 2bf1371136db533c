import { createRecoveryKey } from '../frame/custody/recoverySuite.js'
import { describe, expect, test } from 'vitest'
import { readApiEnv } from './readApiEnv.js'

describe('readApiEnv', () => {
  test('default: an empty environment gives an API with no chains on PGlite', () => {
    expect(readApiEnv({})).toMatchObject({ databaseUrl: undefined, evm: undefined, solana: undefined, projects: undefined })
  })

  test('behavior: chains, store and projects are read from their variables', () => {
    const options = readApiEnv({
      AIRLOCK_API_PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/airlock',
      AIRLOCK_PROJECTS: '[{"id":"p1","allowedOrigins":["https://*.example.com"]}]',
      AIRLOCK_EVM_RPC_URL: 'http://node:8545',
      AIRLOCK_EVM_CHAIN_ID: '31337',
      AIRLOCK_EVM_TOKEN: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
    expect(options).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@db:5432/airlock',
      projects: [{ id: 'p1', allowedOrigins: ['https://*.example.com'] }],
      evm: { rpcUrl: 'http://node:8545', chainId: 31337, contracts: { token: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' } } },
    })
  })

  test('behavior: a chain swaps through the Uniswap V2 router and WETH its variables name', () => {
    const router = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
    const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const options = readApiEnv({
      AIRLOCK_EVM_RPC_URL: 'http://node:8545', AIRLOCK_EVM_CHAIN_ID: '1',
      AIRLOCK_EVM_UNISWAP_V2_ROUTER: router, AIRLOCK_EVM_WETH: weth, AIRLOCK_EVM_SWAP_TOKENS: ` ${usdc} ,`, AIRLOCK_EVM_SWAP_VIA: `${weth},${usdc}`,
    })
    expect(options.evm).toMatchObject({ swaps: { uniswapV2: { router, weth }, tokens: [usdc], via: [weth, usdc] } })
    expect(readApiEnv({ AIRLOCK_EVM_RPC_URL: 'http://node:8545', AIRLOCK_EVM_CHAIN_ID: '1' }).evm).toMatchObject({ swaps: undefined })
    expect(() => readApiEnv({ AIRLOCK_EVM_UNISWAP_V2_ROUTER: router })).toThrow(/AIRLOCK_EVM_WETH/)
    expect(() => readApiEnv({ AIRLOCK_EVM_UNISWAP_V2_ROUTER: router, AIRLOCK_EVM_WETH: weth, AIRLOCK_EVM_SWAP_TOKENS: '0x12' })).toThrow(/AIRLOCK_EVM_SWAP_TOKENS/)
  })

  test('behavior: smart accounts, a paymaster and project sponsorship are read from their variables', () => {
    const base = { AIRLOCK_EVM_RPC_URL: 'http://node:8545', AIRLOCK_EVM_CHAIN_ID: '8453', AIRLOCK_EVM_BUNDLER_URL: 'http://bundler:4337/rpc?key=k' }
    expect(readApiEnv({
      ...base,
      AIRLOCK_EVM_PAYMASTER_ADDRESS: '0x58c1c343c185Aa5CD3c2Cc1c2b7d7bD055F1bf98',
      AIRLOCK_EVM_PAYMASTER_SIGNER_KEY: `0x${'11'.repeat(32)}`,
      AIRLOCK_PROJECTS: JSON.stringify([{ id: 'p1', allowedOrigins: [], sponsorship: [{ chainId: 8453, allowedTargets: ['0x5FbDB2315678afecb367f032d93F642f64180aa3'], dailyLimitWei: '1000000000000000000' }] }]),
    })).toMatchObject({
      evm: { smartAccounts: {
        bundlerUrl: 'http://bundler:4337/rpc?key=k',
        paymaster: { kind: 'verifying', address: '0x58c1c343c185Aa5CD3c2Cc1c2b7d7bD055F1bf98', entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032' },
      } },
      projects: [{ id: 'p1', sponsorship: [{ chainId: 8453, dailyLimitWei: '1000000000000000000' }] }],
    })
    expect(readApiEnv({ ...base, AIRLOCK_EVM_PAYMASTER_URL: 'https://pm.example.com/rpc', AIRLOCK_EVM_EIP7702_DELEGATE: 'none' }).evm)
      .toMatchObject({ smartAccounts: { paymaster: { kind: 'service', url: 'https://pm.example.com/rpc' }, eip7702Delegate: false } })
    expect(readApiEnv({ AIRLOCK_EVM_RPC_URL: 'http://node:8545', AIRLOCK_EVM_CHAIN_ID: '1' }).evm).not.toHaveProperty('smartAccounts', expect.anything())
  })

  test('behavior: hosts, proxies, the sandbox switch, budgets and node caps are read from their variables', () => {
    expect(readApiEnv({
      AIRLOCK_API_ALLOWED_HOSTS: 'api.example.com, .example.org',
      AIRLOCK_TRUSTED_PROXIES: '1',
      AIRLOCK_ONRAMP_SANDBOX: 'on',
      AIRLOCK_TEST_FUNDS: 'on',
      AIRLOCK_MAX_SESSION_SECONDS: '86400',
      AIRLOCK_RATE_LIMIT_PER_CLIENT: '300/60',
      AIRLOCK_RATE_LIMIT_ONRAMP_ORDERS: 'off',
      AIRLOCK_RPC_MAX_BATCH: '5',
      AIRLOCK_WS_MAX_SUBSCRIPTIONS_PER_CLIENT: '10',
      AIRLOCK_SIMULATION_GAS_PER_CALL: '1000000',
      AIRLOCK_SIMULATION_TRACE_SECONDS: '2',
      AIRLOCK_RATE_LIMIT_SIMULATION_GAS: '50/60',
    })).toMatchObject({
      allowedHosts: ['api.example.com', '.example.org'],
      trustedProxies: 1,
      onrampSandbox: true,
      testFunds: true,
      maxSessionSeconds: 86400,
      rateLimits: { perClient: { limit: 300, windowSeconds: 60 }, onrampOrders: false, simulationGas: { limit: 50, windowSeconds: 60 } },
      nodeLimits: { maxBatch: 5, maxSubscriptionsPerClient: 10, simulationGasPerCall: 1_000_000, simulationTraceSeconds: 2 },
    })
    expect(readApiEnv({})).toMatchObject({ onrampSandbox: undefined, testFunds: undefined, rateLimits: {}, nodeLimits: {} })
  })

  test('behavior: the embedded wallet is configured by its four variables together', () => {
    const key = 'Yq8S2cJk4UO9cXfQ0rT1bVd3eW5gH7iL9kM1nP3rS5u'
    const options = readApiEnv({
      AIRLOCK_FRAME_ORIGINS: 'https://wallet.example.com, https://wallet2.example.com',
      AIRLOCK_RECOVERY_KEY: key,
      AIRLOCK_SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      AIRLOCK_MAIL_FROM: 'Example <no-reply@example.com>',
    })
    expect(options.embedded).toEqual({
      frameOrigins: ['https://wallet.example.com', 'https://wallet2.example.com'],
      recoveryKey: key,
      mail: { smtpUrl: 'smtps://user:pass@smtp.example.com:465', from: 'Example <no-reply@example.com>' },
      sessionTtlSeconds: undefined,
      social: {},
    })
    // Social logins and Farcaster join in with their own variables.
    const withSocial = readApiEnv({
      AIRLOCK_FRAME_ORIGINS: 'https://wallet.example.com',
      AIRLOCK_RECOVERY_KEY: key,
      AIRLOCK_SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      AIRLOCK_MAIL_FROM: 'Example <no-reply@example.com>',
      AIRLOCK_SOCIAL_GITHUB_CLIENT_ID: 'gh-client',
      AIRLOCK_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
      AIRLOCK_SOCIAL_REDIRECT_URI: 'https://wallet.example.com/social/callback',
      AIRLOCK_FARCASTER_RPC_URL: 'https://mainnet.optimism.io',
      AIRLOCK_FARCASTER_AUTH_RELAY_URL: 'https://relay.farcaster.xyz',
    })
    expect(Object.keys(withSocial.embedded!.social!)).toEqual(['github'])
    expect(withSocial.embedded!.social!.github).toMatchObject({ clientId: 'gh-client', redirectUri: 'https://wallet.example.com/social/callback' })
    expect(withSocial.embedded!.farcaster).toEqual({ rpcUrl: 'https://mainnet.optimism.io', relayUrl: 'https://relay.farcaster.xyz' })
    expect(() => readApiEnv({ AIRLOCK_SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/AIRLOCK_FRAME_ORIGINS: required for the embedded wallet/)
    expect(() => readApiEnv({ AIRLOCK_SMTP_URL: 'http://x' })).toThrow(/AIRLOCK_SMTP_URL/)
  })

  test('behavior: passkeys take the operator’s relying-party id and name; an IP address is refused', async () => {
    const base = { AIRLOCK_FRAME_ORIGINS: 'https://wallet.example.com', AIRLOCK_RECOVERY_KEY: createRecoveryKey().privateKey, AIRLOCK_SMTP_URL: 'smtp://127.0.0.1:2525', AIRLOCK_MAIL_FROM: 'a@example.com' }
    expect(readApiEnv({ ...base, AIRLOCK_PASSKEY_RP_ID: 'example.com', AIRLOCK_PASSKEY_RP_NAME: 'Example wallet' }).embedded!.passkeys).toEqual({ rpId: 'example.com', rpName: 'Example wallet' })
    expect(readApiEnv(base).embedded!.passkeys).toBeUndefined()
    expect(() => readApiEnv({ ...base, AIRLOCK_PASSKEY_RP_ID: 'https://example.com' })).toThrow(/AIRLOCK_PASSKEY_RP_ID: expected a domain/)
    const { createEmbeddedContext } = await import('./embedded/createEmbeddedContext.js')
    const options = { frameOrigins: ['https://wallet.example.com'], recoveryKey: base.AIRLOCK_RECOVERY_KEY, mail: { smtpUrl: base.AIRLOCK_SMTP_URL, from: base.AIRLOCK_MAIL_FROM } }
    expect(createEmbeddedContext({ ...options, passkeys: { rpId: 'example.com' } }).passkeys).toEqual({ rpId: 'example.com', rpName: 'Airlock' })
    expect(() => createEmbeddedContext({ ...options, passkeys: { rpId: 'other.com' } })).toThrow(/Invalid passkeys.rpId: other.com/)
    expect(() => createEmbeddedContext({ ...options, frameOrigins: ['http://127.0.0.1:8793'], passkeys: { rpId: '127.0.0.1' } })).toThrow(/Invalid passkeys.rpId/)
  })

  test('error: a bad value names its variable', () => {
    expect(() => readApiEnv({ AIRLOCK_RATE_LIMIT_EVENTS: '100 per minute' })).toThrow(/AIRLOCK_RATE_LIMIT_EVENTS/)
    expect(() => readApiEnv({ AIRLOCK_ONRAMP_SANDBOX: 'yes please' })).toThrow(/AIRLOCK_ONRAMP_SANDBOX/)
    expect(() => readApiEnv({ AIRLOCK_API_PORT: 'x' })).toThrow(/AIRLOCK_API_PORT/)
    expect(() => readApiEnv({ AIRLOCK_PROJECTS: '{' })).toThrow(/AIRLOCK_PROJECTS/)
    expect(() => readApiEnv({ AIRLOCK_EVM_RPC_URL: 'http://node:8545' })).toThrow(/AIRLOCK_EVM_CHAIN_ID/)
    const chain = { AIRLOCK_EVM_RPC_URL: 'http://node:8545', AIRLOCK_EVM_CHAIN_ID: '1' }
    expect(() => readApiEnv({ ...chain, AIRLOCK_EVM_BUNDLER_URL: 'http://b', AIRLOCK_EVM_PAYMASTER_ADDRESS: '0x58c1c343c185Aa5CD3c2Cc1c2b7d7bD055F1bf98' })).toThrow(/AIRLOCK_EVM_PAYMASTER_SIGNER_KEY/)
    expect(() => readApiEnv({ ...chain, AIRLOCK_EVM_PAYMASTER_URL: 'http://pm' })).toThrow(/AIRLOCK_EVM_BUNDLER_URL/)
    expect(() => readApiEnv({ AIRLOCK_PROJECTS: '[{"id":"p","allowedOrigins":[],"sponsorship":[{"chainId":1,"allowedTargets":[],"dailyLimitWei":"1e18"}]}]' })).toThrow(/AIRLOCK_PROJECTS/)
    expect(() => readApiEnv({ AIRLOCK_FARCASTER_RELAY_KEY: 'a-long-enough-relay-key' })).toThrow(/AIRLOCK_FARCASTER_CLIENT_URL/)
  })

  test('behavior: ENS identities read the mainnet RPC and UniversalResolver their variables name; a bad address names its variable', () => {
    expect(readApiEnv({}).ens).toBeUndefined()
    expect(readApiEnv({ AIRLOCK_ENS_RPC_URL: 'https://eth.example.com' }).ens).toEqual({ rpcUrl: 'https://eth.example.com' })
    const resolver = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
    expect(readApiEnv({ AIRLOCK_ENS_RPC_URL: 'http://127.0.0.1:8548', AIRLOCK_ENS_UNIVERSAL_RESOLVER: resolver }).ens).toEqual({ rpcUrl: 'http://127.0.0.1:8548', universalResolver: resolver })
    expect(() => readApiEnv({ AIRLOCK_ENS_RPC_URL: 'http://127.0.0.1:8548', AIRLOCK_ENS_UNIVERSAL_RESOLVER: 'resolver' })).toThrow(/AIRLOCK_ENS_UNIVERSAL_RESOLVER/)
  })

  test('behavior: the Farcaster relay is served when its key and client URL are set', () => {
    expect(readApiEnv({})).toMatchObject({ farcasterRelay: undefined })
    expect(readApiEnv({
      AIRLOCK_FARCASTER_RELAY_KEY: 'a-long-enough-relay-key',
      AIRLOCK_FARCASTER_CLIENT_URL: 'https://client.example.com/sign-in',
      AIRLOCK_FARCASTER_RPC_URL: 'https://optimism.example.com',
    }).farcasterRelay).toEqual({ authKey: 'a-long-enough-relay-key', clientUrl: 'https://client.example.com/sign-in', rpcUrl: 'https://optimism.example.com' })
  })
})
