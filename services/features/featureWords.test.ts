import { describe, expect, test } from 'vitest'
import { createI18n } from '../i18n/createI18n.js'
import type { Catalogs } from '../../kernel/i18n/Catalogs.js'
import { featureWords } from './featureWords.js'

const catalogs = (de: Catalogs['de']) => ({ en: { 'x.hello': () => 'Hello' }, de }) as unknown as Catalogs

describe('featureWords', () => {
  test("default: the id until the catalogs load, then the message in the person's language", async () => {
    const words = featureWords(createI18n('de'), async () => ({ default: catalogs(async () => ({ 'x.hello': () => 'Hallo' })) }))
    expect(words.t('x.hello')).toBe('x.hello')
    await words.loaded
    expect(words.t('x.hello')).toBe('Hallo')
  })

  test("error: a locale that fails to load leaves English; catalogs that fail to load leave the id, and `loaded` still settles", async () => {
    const english = featureWords(createI18n('de'), async () => ({ default: catalogs(() => Promise.reject(new Error('offline'))) }))
    await english.loaded
    expect(english.t('x.hello')).toBe('Hello')
    const none = featureWords(createI18n('de'), () => Promise.reject(new Error('offline')))
    await expect(none.loaded).resolves.toBeUndefined()
    expect(none.t('x.hello')).toBe('x.hello')
  })
})
