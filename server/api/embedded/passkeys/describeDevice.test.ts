import { describe, expect, test } from 'vitest'
import { describeDevice } from './describeDevice.js'

describe('describeDevice', () => {
  test('default: browser and system from a User-Agent', () => {
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15')).toBe('Safari on macOS')
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36')).toBe('Chrome on Linux')
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0')).toBe('Edge on Windows')
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36')).toBe('Chrome on Android')
  })

  test('behavior: an unknown or absent header is an unknown device', () => {
    expect(describeDevice(undefined)).toBe('Unknown device')
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device')
  })
})
