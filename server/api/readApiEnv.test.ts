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
    })
    expect(() => readApiEnv({ AIRLOCK_SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/AIRLOCK_FRAME_ORIGINS: required for the embedded wallet/)
    expect(() => readApiEnv({ AIRLOCK_SMTP_URL: 'http://x' })).toThrow(/AIRLOCK_SMTP_URL/)
  })

  test('error: a bad value names its variable', () => {
    expect(() => readApiEnv({ AIRLOCK_API_PORT: 'x' })).toThrow(/AIRLOCK_API_PORT/)
    expect(() => readApiEnv({ AIRLOCK_PROJECTS: '{' })).toThrow(/AIRLOCK_PROJECTS/)
    expect(() => readApiEnv({ AIRLOCK_EVM_RPC_URL: 'http://node:8545' })).toThrow(/AIRLOCK_EVM_CHAIN_ID/)
  })
})
