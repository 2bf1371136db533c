import type { Browser, BrowserContext, Page } from 'playwright-core'
import { openVault } from '../../../server/frame/page/vault/sealVault.js'
import { readVaultCookie } from '../../../server/frame/page/vault/vaultCookie.js'
import { launchBrowserProfile } from './launchBrowserProfile.js'

/**
 * A kind of browser the embedded wallet meets, with its frame on another site than the app:
 * desktop Chrome's default profile (third-party storage allowed, partitioned under the app's
 * site: the frame keeps `local` storage), and an off-the-record context as a private window
 * is (a third-party frame gets no storage at all, only partitioned cookies: the frame keeps
 * its storage `sealed`, the app page holding the copy). Measured in headless Chromium 156.
 */
export interface BrowserMode {
  name: string
  /** What the frame says in READY in this mode. */
  storage: 'local' | 'sealed'
  /** A fresh browser context of this mode (`bypassCSP` to run axe-core inside the wallet's pages). */
  open(browser: Browser, options?: { bypassCSP?: boolean }): Promise<BrowserContext>
}

/** Both modes, for `describe.each(browserModes)`: every embedded-wallet suite runs in each. */
export const browserModes: readonly BrowserMode[] = [
  { name: 'third-party storage allowed', storage: 'local', open: (_browser, options) => launchBrowserProfile(options) },
  { name: 'private window', storage: 'sealed', open: (browser, options) => browser.newContext(options) },
]

/**
 * What the wallet frame keeps on this device (its storage's entries), read as someone with
 * the whole device would: its localStorage, or, in a private window, the app page's sealed
 * copy opened with the frame's own cookie (each half alone holds nothing).
 */
export async function frameKeeps(page: Page, frameUrl: string, projectId: string): Promise<[string, string][]> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameUrl) && new URL(candidate.url()).pathname === '/')!
  const local = await frame.evaluate(() => {
    try {
      return Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''] as [string, string])
    } catch {
      return undefined
    }
  })
  if (local) return local
  const cookie = await frame.evaluate(() => document.cookie)
  const vault = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('airlock-wallet:vault:'))?.[1])
  const key = readVaultCookie({ cookie }, projectId)
  if (!key || !vault) return []
  return openVault(key, projectId, vault)
}
