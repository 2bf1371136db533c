import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

// One check for the modal (checkOrigin) and the API's project guard (server/api/http/projectGuard.ts).
describe('isOriginAllowed', () => {
  const list = ['https://app.example.com', 'https://*.example.org', 'http://localhost:5173']

  it('rule origin allowlist: an origin equal to an entry is allowed', () => {
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', list)).toBe(true)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false)
  })

  it('rule origin allowlist: a wildcard entry matches one or more subdomains', () => {
    expect(isOriginAllowed('https://shop.example.org', list)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.org', list)).toBe(true)
  })

  it('behavior: the wildcard needs a subdomain and the same scheme and port', () => {
    expect(isOriginAllowed('https://example.org', list)).toBe(false)
    expect(isOriginAllowed('http://shop.example.org', list)).toBe(false)
    expect(isOriginAllowed('https://shop.example.org:8443', list)).toBe(false)
  })

  it('behavior: look-alike hosts are refused', () => {
    expect(isOriginAllowed('https://app.example.com.evil.io', list)).toBe(false)
    expect(isOriginAllowed('https://evilexample.org', list)).toBe(false)
    expect(isOriginAllowed('https://x.example.org.evil.io', list)).toBe(false)
    expect(isOriginAllowed('http://localhost:5174', list)).toBe(false)
  })

  it('behavior: case and default ports are normalised', () => {
    expect(isOriginAllowed('HTTPS://APP.Example.com:443', list)).toBe(true)
  })

  it('error: malformed and opaque origins are refused, and an empty list allows nothing', () => {
    expect(isOriginAllowed('null', list)).toBe(false)
    expect(isOriginAllowed('not a url', list)).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })
})
