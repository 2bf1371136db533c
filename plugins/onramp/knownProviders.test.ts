import { describe, expect, test } from 'vitest'
import { keepKnownProviders } from './knownProviders.js'

describe('keepKnownProviders', () => {
  test('default: known names are kept in order', () => {
    expect(keepKnownProviders(['meld', 'sandbox', 'coinbase'])).toEqual(['meld', 'sandbox', 'coinbase'])
  })

  test('behavior: SPEC §4 the provider list keeps only known names', () => {
    expect(keepKnownProviders(['moonpay', 'coinbase', '__proto__', 'Meld'])).toEqual(['coinbase'])
  })

  test('error: SPEC §4 a list that is not an array of strings gives an empty list', () => {
    expect([keepKnownProviders('coinbase'), keepKnownProviders(['coinbase', 3]), keepKnownProviders(undefined), keepKnownProviders({ 0: 'meld' })]).toEqual([[], [], [], []])
  })
})
