import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  const list = ['https://app.example.com', 'https://*.example.org', 'http://localhost:5173']

  test('SPEC §5: an origin equal to an entry is allowed', () => {
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', list)).toBe(true)
  })

  test('SPEC §5: an origin matching a wildcard entry is allowed', () => {
    expect(isOriginAllowed('https://shop.example.org', list)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.org', list)).toBe(true)
  })

  test('behavior: the wildcard needs a subdomain and the same scheme and port', () => {
    expect(isOriginAllowed('https://example.org', list)).toBe(false)
    expect(isOriginAllowed('http://shop.example.org', list)).toBe(false)
    expect(isOriginAllowed('https://shop.example.org:8443', list)).toBe(false)
  })

  test('behavior: look-alike hosts are refused', () => {
    expect(isOriginAllowed('https://app.example.com.evil.io', list)).toBe(false)
    expect(isOriginAllowed('https://evilexample.org', list)).toBe(false)
    expect(isOriginAllowed('https://x.example.org.evil.io', list)).toBe(false)
    expect(isOriginAllowed('http://localhost:5174', list)).toBe(false)
  })

  test('behavior: case and default ports are normalised', () => {
    expect(isOriginAllowed('HTTPS://APP.Example.com:443', list)).toBe(true)
  })

  test('error: malformed and opaque origins are refused', () => {
    expect(isOriginAllowed('null', list)).toBe(false)
    expect(isOriginAllowed('not a url', list)).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })
})
