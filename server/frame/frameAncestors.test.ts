import { describe, expect, test } from 'vitest'
import { ancestorSources, DEFAULT_FRAME_ANCESTORS, isAncestorAllowed } from './frameAncestors.js'

describe('isAncestorAllowed', () => {
  const sources = [...DEFAULT_FRAME_ANCESTORS, 'https://app.example.com', 'https://*.example.org', 'http://127.0.0.1:5173']

  test('SPEC §9: the development defaults allow localhost on any port and preview hosts', () => {
    for (const origin of ['http://localhost:5173', 'https://localhost:8443', 'http://localhost', 'https://my-app.pages.dev', 'https://a.b.vercel.app', 'https://x.ngrok-free.app']) {
      expect(isAncestorAllowed(origin, DEFAULT_FRAME_ANCESTORS)).toBe(true)
    }
  })

  test('SPEC §5: an exact entry or a wildcard entry allows an origin', () => {
    expect(isAncestorAllowed('https://app.example.com', sources)).toBe(true)
    expect(isAncestorAllowed('https://shop.example.org', sources)).toBe(true)
    expect(isAncestorAllowed('http://127.0.0.1:5173', sources)).toBe(true)
  })

  test('error: look-alikes, other schemes, other ports and opaque origins are refused', () => {
    for (const origin of ['https://example.org', 'https://evil-example.org', 'https://example.org.evil.io', 'http://app.example.com', 'https://app.example.com:8443', 'http://127.0.0.1:5174', 'https://vercel.app', 'https://evilpages.dev', 'null', 'not a url', 'http://localhost.evil.io']) {
      expect(isAncestorAllowed(origin, sources)).toBe(false)
    }
  })

  test('error: entries that could break the header are dropped, not trusted', () => {
    expect(ancestorSources(["https://a.example.com 'unsafe-inline'", 'https://b.example.com; script-src *', '*', 'https://ok.example.com/'])).toEqual(['https://ok.example.com'])
    expect(isAncestorAllowed('https://a.example.com', ["https://a.example.com 'unsafe-inline'"])).toBe(false)
  })
})
