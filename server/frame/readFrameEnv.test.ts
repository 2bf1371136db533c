import { describe, expect, test } from 'vitest'
import { DEFAULT_FRAME_ANCESTORS } from './frameAncestors.js'
import { readFrameEnv } from './readFrameEnv.js'

describe('readFrameEnv', () => {
  test('default: the API URL is all it needs; the SPEC §9 defaults apply', () => {
    const options = readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://api.example.com' })
    expect(options.apiUrl()).toBe('https://api.example.com')
    expect(options.defaultAncestors).toEqual(DEFAULT_FRAME_ANCESTORS)
  })

  test('behavior: production turns the development ancestors off or replaces them', () => {
    expect(readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://a.example.com', AIRLOCK_FRAME_DEFAULT_ANCESTORS: 'none' }).defaultAncestors).toEqual([])
    expect(readFrameEnv({ AIRLOCK_FRAME_API_URL: 'https://a.example.com', AIRLOCK_FRAME_DEFAULT_ANCESTORS: 'https://*.example.com, https://m.example.com' }).defaultAncestors).toEqual(['https://*.example.com', 'https://m.example.com'])
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
