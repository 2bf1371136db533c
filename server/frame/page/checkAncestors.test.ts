import { describe, expect, test } from 'vitest'
import { checkAncestors } from './checkAncestors.js'

const sources = ['http://localhost:*', 'https://app.example.com']

describe('checkAncestors', () => {
  test('default: an allowed parent, alone or confirmed by the browser’s ancestor list, is served', () => {
    expect(checkAncestors('https://app.example.com', undefined, sources)).toEqual({ allowed: true })
    expect(checkAncestors('https://app.example.com', ['https://app.example.com'], sources)).toEqual({ allowed: true })
  })

  test('SPEC §8 unverified_domain: a parent off the allowlist is refused and told at its real origin', () => {
    expect(checkAncestors('http://127.0.0.1:9999', ['http://127.0.0.1:9999'], sources)).toEqual({ allowed: false, reportTo: 'http://127.0.0.1:9999' })
  })

  test('error: a parent claiming an allowed origin it is not, or an allowed parent inside a foreign page, is refused', () => {
    expect(checkAncestors('https://app.example.com', ['https://evil.test'], sources)).toEqual({ allowed: false, reportTo: 'https://evil.test' })
    expect(checkAncestors('https://app.example.com', ['https://app.example.com', 'https://evil.test'], sources)).toMatchObject({ allowed: false })
  })
})
