import { describe, expect, test } from 'vitest'
import { DEFAULT_FRAME_ANCESTORS } from './frameAncestors.js'
import { readFrameEnv } from './readFrameEnv.js'

describe('readFrameEnv', () => {
  test("default: the API URL is all it needs; as a process it adds no development ancestors, even for a project that opts in", () => {
    const options = readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://api.example.com' })
    expect(options.apiUrl()).toBe('https://api.example.com')
    expect(options.developmentAncestors).toEqual([])
  })

  test("behavior: an operator names the development ancestors opted-in projects get (SPEC §9's, or others)", () => {
    expect(readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://a.example.com', AIRLOCK_FRAME_DEVELOPMENT_ANCESTORS: 'spec' }).developmentAncestors).toEqual(DEFAULT_FRAME_ANCESTORS)
    expect(readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://a.example.com', AIRLOCK_FRAME_DEVELOPMENT_ANCESTORS: 'https://*.example.com, https://m.example.com' }).developmentAncestors).toEqual(['https://*.example.com', 'https://m.example.com'])
  })

  test('behavior: AIRLOCK_FRAME_ALLOWED_HOSTS names the Host headers answered (default loopback)', () => {
    expect(readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://a.example.com' }).allowedHosts).toBeUndefined()
    expect(readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://a.example.com', AIRLOCK_FRAME_ALLOWED_HOSTS: 'wallet.example.com, .example.org' }).allowedHosts).toEqual(['wallet.example.com', '.example.org'])
  })

  test('error: a missing or bad value names its variable', () => {
    expect(() => readFrameEnv({})).toThrow(/AIRLOCK_FRAME_API_URL/)
    expect(() => readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://a.example.com', AIRLOCK_FRAME_PORT: 'x' })).toThrow(/AIRLOCK_FRAME_PORT/)
  })
})
