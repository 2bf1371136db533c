import { describe, expect, it, vi } from 'vitest'
import type { Catalogs, CompiledCatalog } from '../../kernel/i18n/Catalogs.js'
import { createI18n } from './createI18n.js'

const english: CompiledCatalog = { 'connect.title': () => 'Connect Wallet', 'send.count': (values) => `${String(values?.count)} sends` }
const japanese: CompiledCatalog = { 'connect.title': () => 'ウォレットを接続', 'send.count': (values) => `${String(values?.count)} 件` }

function catalogsWith(ja: Catalogs['ja']): Catalogs {
  const lazy = () => Promise.resolve(english)
  return { en: english, es: lazy, fr: lazy, de: lazy, 'pt-BR': lazy, it: lazy, ja, ko: lazy, 'zh-CN': lazy, tr: lazy, ru: lazy, ar: lazy }
}

describe('createI18n', () => {
  it('rule locale catalogs: reads the locale catalog at hand, with its arguments', () => {
    const i18n = createI18n('ja')
    const catalogs = catalogsWith(japanese)
    expect(i18n.ready(catalogs)).toBe(true)
    expect(i18n.t(catalogs, 'connect.title')).toBe('ウォレットを接続')
    expect(i18n.t(catalogs, 'send.count', { count: 3 })).toBe('3 件')
  })

  it('rule lazy catalogs: a loader runs once and the catalog is ready after it', async () => {
    const loader = vi.fn(() => Promise.resolve(japanese))
    const i18n = createI18n('ja')
    const catalogs = catalogsWith(loader)
    expect(i18n.ready(catalogs)).toBe(false)
    await Promise.all([i18n.load(catalogs), i18n.load(catalogs)])
    expect(loader).toHaveBeenCalledTimes(1)
    expect(i18n.ready(catalogs)).toBe(true)
    expect(i18n.t(catalogs, 'connect.title')).toBe('ウォレットを接続')
  })

  it('error: a catalog that fails to load gives English and says so', async () => {
    const warn = vi.fn()
    const i18n = createI18n('ja', {}, warn)
    const catalogs = catalogsWith(() => Promise.reject(new Error('offline')))
    await i18n.load(catalogs)
    expect(i18n.t(catalogs, 'connect.title')).toBe('Connect Wallet')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ja messages failed to load'))
  })

  it('rule host messages: the host overrides a message by id, its {name} filled', () => {
    const i18n = createI18n('ja', { 'connect.title': 'Sign in', 'send.count': '{count} payments' })
    const catalogs = catalogsWith(japanese)
    expect(i18n.t(catalogs, 'connect.title')).toBe('Sign in')
    expect(i18n.t(catalogs, 'send.count', { count: 2 })).toBe('2 payments')
  })

  it('error: an unknown id reads as itself and is reported', () => {
    const warn = vi.fn()
    const i18n = createI18n('en', {}, warn)
    expect(i18n.t(catalogsWith(japanese), 'nope')).toBe('nope')
    expect(warn).toHaveBeenCalledWith('No message "nope".')
  })

  it('rule direction: Arabic is right to left, the rest left to right', () => {
    expect(createI18n('ar').dir).toBe('rtl')
    expect(createI18n('de').dir).toBe('ltr')
  })
})
