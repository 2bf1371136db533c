import { describe, expect, it } from 'vitest'
import { resolveLocale } from './resolveLocale.js'

describe('resolveLocale', () => {
  it("rule locale: the host's config.locale comes first", () => {
    expect(resolveLocale('ja', ['fr-FR'])).toBe('ja')
    expect(resolveLocale('pt-br', [])).toBe('pt-BR')
  })

  it("rule locale: without one, the first of the browser's languages Airlock speaks", () => {
    expect(resolveLocale(undefined, ['xx', 'de-AT', 'fr'])).toBe('de')
    expect(resolveLocale(undefined, ['zh-TW'])).toBe('zh-CN')
    expect(resolveLocale(undefined, ['pt-PT'])).toBe('pt-BR')
  })

  it('rule locale: English when nothing matches, and for a host locale Airlock lacks', () => {
    expect(resolveLocale(undefined, ['xx'])).toBe('en')
    expect(resolveLocale(undefined, [])).toBe('en')
    expect(resolveLocale('nl', ['fr'])).toBe('en')
  })
})
