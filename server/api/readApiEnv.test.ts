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

  test('error: a bad value names its variable', () => {
    expect(() => readApiEnv({ AIRLOCK_API_PORT: 'x' })).toThrow(/AIRLOCK_API_PORT/)
    expect(() => readApiEnv({ AIRLOCK_PROJECTS: '{' })).toThrow(/AIRLOCK_PROJECTS/)
    expect(() => readApiEnv({ AIRLOCK_EVM_RPC_URL: 'http://node:8545' })).toThrow(/AIRLOCK_EVM_CHAIN_ID/)
    expect(() => readApiEnv({ AIRLOCK_FARCASTER_RELAY_KEY: 'a-long-enough-relay-key' })).toThrow(/AIRLOCK_FARCASTER_CLIENT_URL/)
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
