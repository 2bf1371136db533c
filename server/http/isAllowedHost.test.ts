import { describe, expect, test } from 'vitest'
import { isAllowedHost, loopbackHosts } from './isAllowedHost.js'

describe('isAllowedHost', () => {
  test('default: loopback names are allowed on any port', () => {
    for (const host of ['127.0.0.1:5173', '127.0.0.1', 'localhost:8790', 'LOCALHOST', '[::1]:8791', 'localhost.:80']) {
      expect(isAllowedHost(host, loopbackHosts)).toBe(true)
    }
  })

  test('behavior: DNS-rebound and look-alike names are refused', () => {
    for (const host of ['evil.test:5173', 'localhost.evil.test', '127.0.0.1.nip.io', '127.0.0.2', '0.0.0.0:5173', '[::2]']) {
      expect(isAllowedHost(host, loopbackHosts)).toBe(false)
    }
  })

  test('behavior: a leading dot allows a domain and its subdomains; * allows any host', () => {
    expect(isAllowedHost('api.example.com', ['.example.com'])).toBe(true)
    expect(isAllowedHost('example.com:443', ['.example.com'])).toBe(true)
    expect(isAllowedHost('badexample.com', ['.example.com'])).toBe(false)
    expect(isAllowedHost('anything.test', ['*'])).toBe(true)
  })

  test('error: a missing or malformed Host header is refused', () => {
    for (const host of [undefined, '', 'a b', 'user@localhost', 'localhost/x', '[::1', 'localhost:99999']) {
      expect(isAllowedHost(host, loopbackHosts)).toBe(false)
    }
  })
})
