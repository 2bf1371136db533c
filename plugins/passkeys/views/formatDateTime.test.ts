import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => vi.restoreAllMocks())

/** The module fresh, with Intl.DateTimeFormat's constructions counted from before it loads. */
async function load() {
  vi.resetModules()
  const Original = Intl.DateTimeFormat
  // A constructor standing in for Intl's, counting what it is asked for.
  const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new Original(locale, options)
  } as unknown as typeof Intl.DateTimeFormat)
  const { formatDateTime } = await import('./formatDateTime.js')
  return { formatDateTime, made }
}

describe('formatDateTime', () => {
  it("default: the locale's medium date with its short time", async () => {
    const { formatDateTime } = await load()
    const moment = Date.UTC(2026, 2, 4, 15, 5)
    const expected = (locale: string) => new Date(moment).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    expect(formatDateTime(moment)).toBe(expected('en-US'))
    expect(formatDateTime(new Date(moment), 'de')).toBe(expected('de'))
    expect(formatDateTime(moment, 'de')).toMatch(/^04\.03\.2026, \d\d:\d\d$/)
  })

  it('rule start-up: nothing is built when the module loads; one formatter per locale, made on first use and kept', async () => {
    const { formatDateTime, made } = await load()
    expect(made).not.toHaveBeenCalled()
    formatDateTime(0, 'fr')
    formatDateTime(1, 'fr')
    formatDateTime(2, 'ja')
    expect(made.mock.calls.map(([locale]) => locale)).toEqual(['fr', 'ja'])
  })
})
