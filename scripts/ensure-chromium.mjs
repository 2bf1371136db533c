// Makes sure Debian's Chromium is installed for the browser tests and prints its path.
// CHROMIUM_PATH overrides. The project installs it itself (apt-get, as root) so that a
// fresh machine needs nothing installed by hand.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

function found() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  return candidates.find((path) => existsSync(path))
}

/** Returns the Chromium executable, installing Debian's package first when it is missing. */
export function ensureChromium() {
  const existing = found()
  if (existing) return existing
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const aptGet = (...args) =>
    isRoot
      ? execFileSync('apt-get', args, { stdio: 'inherit', env })
      : execFileSync('sudo', ['-n', 'apt-get', ...args], { stdio: 'inherit', env })
  console.log('Installing Chromium from Debian packages for the browser tests…')
  try {
    aptGet('update', '-qq')
    aptGet('install', '-y', '-qq', '--no-install-recommends', 'chromium')
  } catch (error) {
    throw new Error(`Could not install Chromium (apt-get install chromium needs root): ${error.message}`)
  }
  const installed = found()
  if (!installed) throw new Error('Chromium was installed but no executable was found in /usr/bin')
  return installed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureChromium())
