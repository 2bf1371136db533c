import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parse, type Token } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../services/i18n/locales.js'
import { compileCatalog } from '../../scripts/messageCatalogs.mjs'
import { findBareStrings } from '../helpers/findBareStrings.js'

const root = resolve(import.meta.dirname, '../..')
const sources = execSync('git ls-files --cached --others --exclude-standard', { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /^(ui|plugins|adapters)\//.test(file) && existsSync(join(root, file)))
const folders = [...new Set(sources.filter((file) => file.endsWith('/en.json')).map((file) => dirname(file)))]
const views = sources.filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
const code = sources.filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
const read = (folder: string, locale: string): Record<string, string> => JSON.parse(readFileSync(join(root, folder, `${locale}.json`), 'utf8'))

// Views whose strings are still written in place; the list may only shrink.
const notYetInCatalogs: string[] = [
  'adapters/embedded/views/ApprovalSummaryView.tsx',
  'adapters/walletconnect/views/ConnectingWalletConnectBasic.tsx',
  'adapters/walletconnect/views/CopyLinkButton.tsx',
  'adapters/walletconnect/views/WalletConnectPairing.tsx',
  'plugins/socials/views/SocialAccount.tsx',
  'plugins/swaps/views/QuoteSummary.tsx',
  'plugins/swaps/views/SlippageField.tsx',
  'plugins/swaps/views/Swap.tsx',
  'plugins/swaps/views/SwapPreview.tsx',
  'plugins/swaps/views/SwapSelectToken.tsx',
  'plugins/swaps/views/TokenAmountField.tsx',
  'ui/kit/CopyButton.tsx',
  'ui/views/Account.tsx',
  'ui/views/AccountNfts.tsx',
  'ui/views/AccountTabs.tsx',
  'ui/views/AccountTokens.tsx',
  'ui/views/AllWallets.tsx',
  'ui/views/Connect.tsx',
  'ui/views/ConnectingExternal.tsx',
  'ui/views/NamespaceSwitchNotice.tsx',
  'ui/views/NetworkList.tsx',
  'ui/views/Networks.tsx',
  'ui/views/UnsupportedChain.tsx',
  'ui/views/WalletSection.tsx',
]

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
      for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) if (!ids.has(match[1]!)) unknown.push(`${file}: ${match[1]}`)
    }
    expect(unknown).toEqual([])
  })

  it('rule no bare strings: a view shows and speaks only what a catalog holds', () => {
    const bare = views
      .filter((file) => !notYetInCatalogs.includes(file))
      .flatMap((file) => findBareStrings(join(root, file)).map((found) => `${file}:${found.line} ${found.text}`))
    expect(bare).toEqual([])
    for (const file of notYetInCatalogs) expect(findBareStrings(join(root, file)).length, `${file} is in catalogs now: take it off the list`).toBeGreaterThan(0)
  })
})
