import { type Browser, chromium } from 'playwright-core'
import { inject } from 'vitest'

// Flags measured for this kind of machine: no sandbox as root, no GPU, and no background
// traffic to hosts the closed network would refuse.
/** The flags every test browser runs with. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Launches Debian's headless Chromium through playwright-core. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: chromiumArgs })
}
