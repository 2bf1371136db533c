import { generateKeyPairSync } from 'node:crypto'
import { decodeJwt } from 'jose'
import { describe, expect, test } from 'vitest'
import { readSocialProvidersEnv } from './readSocialProvidersEnv.js'

describe('readSocialProvidersEnv', () => {
  test('default: nothing set configures no provider', () => {
    expect(readSocialProvidersEnv({})).toEqual({})
  })

  test('behavior: a client id turns a provider on with the real endpoints and a shared redirect URI', () => {
    const config = readSocialProvidersEnv({
      AIRLOCK_SOCIAL_REDIRECT_URI: 'https://wallet.example.com/social/{provider}/callback',
      AIRLOCK_SOCIAL_GITHUB_CLIENT_ID: 'gh-id',
      AIRLOCK_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
      AIRLOCK_SOCIAL_GOOGLE_SCOPE: 'openid email',
    })
    expect(Object.keys(config).sort()).toEqual(['github', 'google'])
    expect(config.github).toEqual({
      issuer: 'https://github.com',
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
      userEndpoint: 'https://api.github.com/user',
      clientId: 'gh-id',
      clientSecret: 'gh-secret',
      redirectUri: 'https://wallet.example.com/social/github/callback',
      scope: 'read:user user:email',
    })
    expect(config.google).toMatchObject({ issuer: 'https://accounts.google.com', scope: 'openid email' })
  })

  test('behavior: Apple signs its client secret from the team id, key id and .p8 key', async () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    const config = readSocialProvidersEnv({
      AIRLOCK_SOCIAL_APPLE_CLIENT_ID: 'com.example.web',
      AIRLOCK_SOCIAL_APPLE_TEAM_ID: 'TEAM123456',
      AIRLOCK_SOCIAL_APPLE_KEY_ID: 'KEY1234567',
      AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      AIRLOCK_SOCIAL_APPLE_REDIRECT_URI: 'https://wallet.example.com/social/apple/callback',
    })
    const secret = config.apple!.clientSecret as () => Promise<string>
    expect(decodeJwt(await secret())).toMatchObject({ iss: 'TEAM123456', sub: 'com.example.web', aud: 'https://appleid.apple.com' })
  })

  test('error: a provider with a client id but no secret or redirect URI names the missing variable', () => {
    expect(() => readSocialProvidersEnv({ AIRLOCK_SOCIAL_X_CLIENT_ID: 'x', AIRLOCK_SOCIAL_X_REDIRECT_URI: 'https://a.example/cb' })).toThrow(
      'Invalid AIRLOCK_SOCIAL_X_CLIENT_SECRET: required when AIRLOCK_SOCIAL_X_CLIENT_ID is set',
    )
    expect(() => readSocialProvidersEnv({ AIRLOCK_SOCIAL_X_CLIENT_ID: 'x', AIRLOCK_SOCIAL_X_CLIENT_SECRET: 's' })).toThrow(/AIRLOCK_SOCIAL_X_REDIRECT_URI/)
  })
})
