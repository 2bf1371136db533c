import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'
import { inject } from 'vitest'
import { chromiumArgs } from './launchBrowser.js'

/**
 * A fresh browser profile (its own user-data folder, removed on close) set as desktop Chrome
 * is by default: third-party cookies allowed, so a cross-site iframe keeps its storage,
 * partitioned under the top-level site. `bypassCSP` lets a test run axe-core inside the
 * wallet frame's pages (their policy allows their own script only). Playwright's `newContext()` is off-the-record
 * instead and denies a third-party iframe any storage, as a private window does.
 */
export async function launchBrowserProfile(options: { bypassCSP?: boolean; blockCookiesOf?: string } = {}): Promise<BrowserContext> {
  const { blockCookiesOf, ...contextOptions } = options
  const folder = mkdtempSync(join(tmpdir(), 'airlock-profile-'))
  mkdirSync(join(folder, 'Default'))
  // `blockCookiesOf` (an origin pattern such as `http://localhost:*`): third-party cookies
  // blocked and that site on the list of sites never allowed cookies, as a person may set it:
  // a framed page of that site gets no storage and no cookie at all, partitioned or not.
  const profile = blockCookiesOf
    ? { cookie_controls_mode: 1, block_third_party_cookies: true, content_settings: { exceptions: { cookies: { [`${blockCookiesOf},*`]: { setting: 2 } } } } }
    : { cookie_controls_mode: 0, block_third_party_cookies: false }
  writeFileSync(join(folder, 'Default', 'Preferences'), JSON.stringify({ profile }))
  const context = await chromium.launchPersistentContext(folder, { executablePath: inject('chromiumPath'), headless: true, args: chromiumArgs, ...contextOptions })
  context.once('close', () => {
    try {
      // Chromium may still be writing the profile as it exits.
      rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    } catch {
      // a leftover folder under the OS temp dir harms nothing
    }
  })
  return context
}
