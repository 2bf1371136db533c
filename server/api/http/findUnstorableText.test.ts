import { describe, expect, test } from 'vitest'
import { findUnstorableText } from './findUnstorableText.js'

describe('findUnstorableText', () => {
  test('default: ordinary text, emoji and numbers pass', () => {
    expect(findUnstorableText({ a: 'héllo 👋', b: [1, 'x', { c: null }] })).toBeUndefined()
  })

  test('behavior: names the path of a NUL in a value or a key, however deep', () => {
    expect(findUnstorableText({ props: { list: ['ok', 'bad\0'] } })).toEqual(['props', 'list', 1])
    expect(findUnstorableText({ attributes: { 'k\0': 'v' } })).toEqual(['attributes', 'k\\0'])
    expect(findUnstorableText('\0')).toEqual([])
  })

  test('behavior: an unpaired surrogate is refused, a paired one passes', () => {
    expect(findUnstorableText({ name: 'a\uD800b' })).toEqual(['name'])
    expect(findUnstorableText({ name: '\uDC00' })).toEqual(['name'])
    expect(findUnstorableText({ name: '\uD83D\uDC4B' })).toBeUndefined()
  })
})
