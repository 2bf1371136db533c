import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parse, type Token } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../kernel/i18n/locales.js'
import { compileCatalog } from '../../scripts/messageCatalogs.mjs'
import { findBareStrings } from '../helpers/findBareStrings.js'

const root = resolve(import.meta.dirname, '../..')
const sources = execSync('git ls-files --cached --others --exclude-standard', { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /^(ui|plugins|adapters|services|server\/frame)\//.test(file) && existsSync(join(root, file)))
const folders = [...new Set(sources.filter((file) => file.endsWith('/en.json')).map((file) => dirname(file)))]
// The embedded wallet frame's pages (server/frame) build their DOM in plain code: their catalogs
// and the ids they read are checked, and the bare-strings rule reads the modal's views only.
const views = sources.filter((file) => /^(ui|plugins|adapters)\//.test(file) && file.endsWith('.tsx') && !file.includes('.test.'))
const code = sources.filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
const read = (folder: string, locale: string): Record<string, string> => JSON.parse(readFileSync(join(root, folder, `${locale}.json`), 'utf8'))

function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if ('arg' in token) into.add(token.arg)
    if ('cases' in token) for (const each of token.cases) argumentsOf(each.tokens, into)
  }
  return into
}

describe('message catalogs', () => {
  it('has catalog folders', () => {
    expect(folders).toContain('ui/messages')
    expect(folders).toContain('server/frame/page/messages')
  })

  it.each(folders)('rule complete catalogs: %s has every locale with exactly the ids English has', (folder) => {
    const english = Object.keys(read(folder, 'en')).sort()
    for (const locale of LOCALES) {
      expect(existsSync(join(root, folder, `${locale}.json`)), `${folder}/${locale}.json`).toBe(true)
      expect(Object.keys(read(folder, locale)).sort(), `${folder}/${locale}.json`).toEqual(english)
    }
  })

  it.each(folders)('rule plural rules: %s compiles in every locale, each message taking the arguments English takes', (folder) => {
    const english = read(folder, 'en')
    for (const locale of LOCALES) {
      // Strict plural keys: a locale's plural cases are the ones its CLDR rules have.
      expect(() => compileCatalog(join(root, folder), locale), `${folder}/${locale}.json`).not.toThrow()
      const messages = read(folder, locale)
      for (const [id, text] of Object.entries(english)) {
        expect([...argumentsOf(parse(messages[id]!))].sort(), `${folder}/${locale}.json ${id}`).toEqual([...argumentsOf(parse(text))].sort())
      }
    }
  })

  it('rule known ids: every literal id a file reads is in the English catalog it imports', () => {
    const unknown: string[] = []
    for (const file of code) {
      const source = readFileSync(join(root, file), 'utf8')
      const imported = [...source.matchAll(/^import \w+ from '([^']+)\?(?:all-)?catalogs'/gm)].map((match) => relative(root, resolve(root, dirname(file), match[1]!)))
      if (imported.length === 0) continue
      const ids = new Set(imported.flatMap((folder) => Object.keys(read(folder, 'en'))))
      for (const match of source.matchAll(/\bt(?:\.rich)?\(\s*'([^']+)'/g)) if (!ids.has(match[1]!)) unknown.push(`${file}: ${match[1]}`)
    }
    expect(unknown).toEqual([])
  })

  it('rule no bare strings: a view shows and speaks only what a catalog holds', () => {
    const bare = views.flatMap((file) => findBareStrings(join(root, file)).map((found) => `${file}:${found.line} ${found.text}`))
    expect(bare).toEqual([])
  })
})
