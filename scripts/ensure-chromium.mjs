// Makes sure Debian's Chromium is installed for the browser tests and prints its path.
// CHROMIUM_PATH overrides. The project installs it itself (apt-get, as root) so that a
// fresh machine needs nothing installed by hand.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { aptInstall } from './aptInstall.mjs'

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

function found() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  return candidates.find((path) => existsSync(path))
}

/** Returns the Chromium executable, installing Debian's package first when it is missing. */
export function ensureChromium() {
  const existing = found()
  if (existing) return existing
  aptInstall(['chromium'])
  const installed = found()
  if (!installed) throw new Error('Chromium was installed but no executable was found in /usr/bin')
  return installed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureChromium())
