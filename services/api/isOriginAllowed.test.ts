import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  it('rule origin allowlist: an origin equal to an entry is allowed', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false)
  })

  it('rule origin allowlist: a wildcard entry matches subdomains', () => {
    const list = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://example.com', list)).toBe(false)
    expect(isOriginAllowed('https://example.com.evil.io', list)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', list)).toBe(false)
  })

  it('behavior: an empty list allows nothing', () => {
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })
})
