import { describe, expect, it } from 'vitest'
import { checkLabel } from './labelRules.js'
import { toLabel } from './toLabel.js'

const broken = (label: string) => checkLabel(label).filter((check) => !check.ok).map((check) => check.rule)

describe('label rules', () => {
  it('default: a plain label keeps every rule, in the order they are shown', () => {
    expect(checkLabel('alice-99')).toEqual([
      { rule: 'length', ok: true },
      { rule: 'characters', ok: true },
      { rule: 'hyphens', ok: true },
    ])
  })

  it('rule length: 3 to 32 characters', () => {
    expect(broken('ab')).toEqual(['length'])
    expect(broken('abc')).toEqual([])
    expect(broken('a'.repeat(32))).toEqual([])
    expect(broken('a'.repeat(33))).toEqual(['length'])
  })

  it('rule characters: a-z, 0-9 and hyphens only, so no look-alike letter of another script', () => {
    for (const label of ['ali_ce', 'ali ce', 'alice.bob', '\u0430lice', 'ålice']) expect(broken(label)).toEqual(['characters'])
  })

  it('rule hyphens: none at either end, never two in a row', () => {
    for (const label of ['-alice', 'alice-', 'xn--alice', 'a--b']) expect(broken(label)).toEqual(['hyphens'])
    expect(broken('a-b-c')).toEqual([])
  })

  it('behavior: every broken rule is named at once', () => {
    expect(broken('-')).toEqual(['length', 'hyphens'])
    expect(broken('_-')).toEqual(['length', 'characters', 'hyphens'])
  })

  it('behavior: the label is what was typed, trimmed and lower-cased, without the suffix', () => {
    expect(toLabel('  Alice ', '.airlock.id')).toBe('alice')
    expect(toLabel('Alice.Airlock.ID', '.airlock.id')).toBe('alice')
    expect(toLabel('alice.other.id', '.airlock.id')).toBe('alice.other.id')
  })
})
