// Installs Debian packages the tests need (Chromium, PostgreSQL), so a fresh machine needs
// nothing installed by hand. Needs root, or passwordless sudo.
import { execFileSync } from 'node:child_process'

/** Installs `packages` with apt-get; throws with a clear message when that is not possible. */
export function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const aptGet = (...args) =>
    isRoot
      ? execFileSync('apt-get', args, { stdio: 'inherit', env })
      : execFileSync('sudo', ['-n', 'apt-get', ...args], { stdio: 'inherit', env })
  console.log(`Installing ${packages.join(', ')} from Debian packages for the tests…`)
  try {
    aptGet('update', '-qq')
    aptGet('install', '-y', '-qq', '--no-install-recommends', ...packages)
  } catch (error) {
    throw new Error(`Could not install ${packages.join(', ')} (apt-get needs root): ${error.message}`)
  }
}
