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

  test('behavior: hosts, proxies, the sandbox switch, budgets and node caps are read from their variables', () => {
    expect(readApiEnv({
      AIRLOCK_API_ALLOWED_HOSTS: 'api.example.com, .example.org',
      AIRLOCK_TRUSTED_PROXIES: '1',
      AIRLOCK_ONRAMP_SANDBOX: 'on',
      AIRLOCK_MAX_SESSION_SECONDS: '86400',
      AIRLOCK_RATE_LIMIT_PER_CLIENT: '300/60',
      AIRLOCK_RATE_LIMIT_ONRAMP_ORDERS: 'off',
      AIRLOCK_RPC_MAX_BATCH: '5',
      AIRLOCK_WS_MAX_SUBSCRIPTIONS_PER_CLIENT: '10',
    })).toMatchObject({
      allowedHosts: ['api.example.com', '.example.org'],
      trustedProxies: 1,
      onrampSandbox: true,
      maxSessionSeconds: 86400,
      rateLimits: { perClient: { limit: 300, windowSeconds: 60 }, onrampOrders: false },
      nodeLimits: { maxBatch: 5, maxSubscriptionsPerClient: 10 },
    })
    expect(readApiEnv({})).toMatchObject({ onrampSandbox: undefined, rateLimits: {}, nodeLimits: {} })
  })

  test('error: a bad value names its variable', () => {
    expect(() => readApiEnv({ AIRLOCK_RATE_LIMIT_EVENTS: '100 per minute' })).toThrow(/AIRLOCK_RATE_LIMIT_EVENTS/)
    expect(() => readApiEnv({ AIRLOCK_ONRAMP_SANDBOX: 'yes please' })).toThrow(/AIRLOCK_ONRAMP_SANDBOX/)
    expect(() => readApiEnv({ AIRLOCK_API_PORT: 'x' })).toThrow(/AIRLOCK_API_PORT/)
    expect(() => readApiEnv({ AIRLOCK_PROJECTS: '{' })).toThrow(/AIRLOCK_PROJECTS/)
    expect(() => readApiEnv({ AIRLOCK_EVM_RPC_URL: 'http://node:8545' })).toThrow(/AIRLOCK_EVM_CHAIN_ID/)
  })
})
