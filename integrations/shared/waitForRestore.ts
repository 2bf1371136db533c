import { subscribe } from 'valtio/vanilla'
import type { Airlock } from 'airlock/kit'
import { isRestoring } from './isRestoring.js'

/**
 * Resolves once Airlock is no longer restoring the last page load's session (at once when it
 * is not): restored, or found ended and forgotten.
 */
export function waitForRestore(airlock: Airlock): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (isRestoring(airlock)) return
      stop()
      resolve()
    }
    const stop = subscribe(airlock.chain.state, check)
    check()
  })
}
